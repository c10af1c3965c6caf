import { queryKeys, type PortalApi, type Registration } from '@greenroom/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDeleteGuest } from './useDeleteGuest';
import { useRegenerateGuestLink } from './useRegenerateGuestLink';

const person = (registrationID: string, loginCode = 'old-code') => ({ registrationID, loginCode }) as unknown as Registration;

/** Both person lists of booking b1 cached, with fake adapter calls. */
function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(queryKeys.registrations.list('b1'), [person('r1'), person('r2')]);
  client.setQueryData(queryKeys.presenters.list('b1'), [person('p1'), person('p2')]);
  const api = {
    registrations: { delete: vi.fn(async () => undefined), regenerateLogin: vi.fn(async () => 'new-attendee-code') },
    presenters: { delete: vi.fn(async () => undefined), regenerateLogin: vi.fn(async () => 'new-presenter-code') },
  } as unknown as Pick<PortalApi, 'registrations' | 'presenters'>;
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const ids = (key: readonly unknown[]) => client.getQueryData<Registration[]>(key)?.map((p) => p.registrationID);
  const codes = (key: readonly unknown[]) => client.getQueryData<Registration[]>(key)?.map((p) => p.loginCode);
  return { client, api, wrapper, ids, codes };
}

describe('useDeleteGuest', () => {
  it('deletes an attendee through registrations and drops them from the cached guest list only', async () => {
    const { api, wrapper, ids } = setup();
    const { result } = renderHook(() => useDeleteGuest({ bookingID: 'b1', kind: 'attendee' }, api), { wrapper });
    await act(() => result.current.mutateAsync('r1'));
    expect(api.registrations.delete).toHaveBeenCalledWith({ registrationID: 'r1' });
    expect(api.presenters.delete).not.toHaveBeenCalled();
    expect(ids(queryKeys.registrations.list('b1'))).toEqual(['r2']);
    expect(ids(queryKeys.presenters.list('b1'))).toEqual(['p1', 'p2']);
  });

  it('deletes a presenter through presenters with the booking and drops them from the cached presenters', async () => {
    const { api, wrapper, ids } = setup();
    const { result } = renderHook(() => useDeleteGuest({ bookingID: 'b1', kind: 'presenter' }, api), { wrapper });
    await act(() => result.current.mutateAsync('p2'));
    expect(api.presenters.delete).toHaveBeenCalledWith({ bookingID: 'b1', registrationID: 'p2' });
    expect(ids(queryKeys.presenters.list('b1'))).toEqual(['p1']);
    expect(ids(queryKeys.registrations.list('b1'))).toEqual(['r1', 'r2']);
  });
});

describe('useRegenerateGuestLink', () => {
  it("answers the attendee's new code and puts it in the cached guest list", async () => {
    const { api, wrapper, codes } = setup();
    const { result } = renderHook(() => useRegenerateGuestLink({ bookingID: 'b1', kind: 'attendee' }, api), { wrapper });
    await expect(act(() => result.current.mutateAsync('r2'))).resolves.toBe('new-attendee-code');
    expect(api.registrations.regenerateLogin).toHaveBeenCalledWith({ registrationID: 'r2' });
    expect(codes(queryKeys.registrations.list('b1'))).toEqual(['old-code', 'new-attendee-code']);
    expect(codes(queryKeys.presenters.list('b1'))).toEqual(['old-code', 'old-code']);
  });

  it("puts a presenter's new code in the cached presenters", async () => {
    const { api, wrapper, codes } = setup();
    const { result } = renderHook(() => useRegenerateGuestLink({ bookingID: 'b1', kind: 'presenter' }, api), { wrapper });
    await act(() => result.current.mutateAsync('p1'));
    expect(api.presenters.regenerateLogin).toHaveBeenCalledWith({ registrationID: 'p1' });
    expect(codes(queryKeys.presenters.list('b1'))).toEqual(['new-presenter-code', 'old-code']);
    expect(codes(queryKeys.registrations.list('b1'))).toEqual(['old-code', 'old-code']);
  });
});

describe("the booking's counts after its guests changed", () => {
  it('are read again after an attendee is deleted, and not after a presenter is', async () => {
    const { client, api, wrapper } = setup();
    client.setQueryData(queryKeys.bookings.detail('b1'), { bookingID: 'b1', registrationCount: 2 });
    client.setQueryData(queryKeys.bookings.list('s1'), [{ bookingID: 'b1', registrationCount: 2 }]);
    const stale = () => [queryKeys.bookings.detail('b1'), queryKeys.bookings.list('s1')].map((key) => client.getQueryState(key)?.isInvalidated);
    const presenter = renderHook(() => useDeleteGuest({ bookingID: 'b1', kind: 'presenter' }, api), { wrapper });
    await act(() => presenter.result.current.mutateAsync('p1'));
    expect(stale()).toEqual([false, false]);
    const attendee = renderHook(() => useDeleteGuest({ bookingID: 'b1', kind: 'attendee' }, api), { wrapper });
    await act(() => attendee.result.current.mutateAsync('r1'));
    expect(stale()).toEqual([true, true]);
  });
});
