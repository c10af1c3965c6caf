import { queryKeys, type Booking, type PortalApi } from '@greenroom/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useBooking } from './bookingQueries';

const cached = { bookingID: 'b1', name: 'Cached' } as Booking;

function setup(freshUntil: number | undefined) {
  const client = new QueryClient();
  if (freshUntil !== undefined) client.setQueryDefaults(queryKeys.bookings.detail('b1'), { meta: { freshUntil } });
  client.setQueryData(queryKeys.bookings.detail('b1'), cached);
  const get = vi.fn(async () => ({ bookingID: 'b1', name: 'Asked' }) as Booking);
  const api = { bookings: { get } } as unknown as Pick<PortalApi, 'bookings'>;
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { get, api, wrapper };
}

describe('useBooking', () => {
  it('takes a booking the host has just fetched and marked fresh (meta.freshUntil) without asking again', async () => {
    const { get, api, wrapper } = setup(Date.now() + 5_000);
    const { result } = renderHook(() => useBooking('b1', api), { wrapper });
    expect(result.current.data?.name).toBe('Cached');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(get).not.toHaveBeenCalled();
  });

  it('asks again on mount otherwise (no mark, or one that has passed)', async () => {
    for (const freshUntil of [undefined, Date.now() - 1]) {
      const { get, api, wrapper } = setup(freshUntil);
      const { result } = renderHook(() => useBooking('b1', api), { wrapper });
      await waitFor(() => expect(result.current.data?.name).toBe('Asked'));
      expect(get).toHaveBeenCalledTimes(1);
    }
  });
});
