// @vitest-environment node
import type { Booking } from '@greenroom/core';
import { describe, expect, it, vi } from 'vitest';
import type { OverviewSlice } from '../types';
import { withOverviewCallbacks } from './overviewCallbacks';

const booking = { bookingID: 'evt-1', name: 'Launch', version: 2 } as Booking;
const sliceWith = (bookings: Partial<OverviewSlice['bookings']>) => ({ bookings, spaces: {}, calendars: {} }) as unknown as OverviewSlice;

describe('withOverviewCallbacks', () => {
  it('tells the page about every stored booking', async () => {
    const onBookingSaved = vi.fn();
    const api = withOverviewCallbacks(sliceWith({ update: async () => ({ ...booking, version: 3 }) }), { onBookingSaved });
    await api.bookings.update({ booking });
    expect(onBookingSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 3 }));
  });

  it('tells the page about a failed call by name and still rejects; an aborted call is not an error', async () => {
    const onError = vi.fn();
    const failure = new Error('down');
    const api = withOverviewCallbacks(
      sliceWith({ get: async () => Promise.reject(failure), usage: async () => Promise.reject(new DOMException('gone', 'AbortError')) }),
      { onError },
    );
    await expect(api.bookings.get({ bookingID: 'evt-1' })).rejects.toBe(failure);
    await expect(api.bookings.usage({ bookingID: 'evt-1' })).rejects.toThrow('gone');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure, 'bookings.get');
  });
});
