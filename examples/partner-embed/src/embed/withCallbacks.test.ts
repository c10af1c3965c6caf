import { describe, expect, it, vi } from 'vitest';
import type { OverviewSlice } from '@greenroom/bookings/overview';
import { toBooking } from '../partner/overviewAdapter';
import { withCallbacks } from './withCallbacks';

const booking = toBooking({
  id: 'evt-1', venueId: 'ven-1', title: 'Launch', tz: 'UTC', startsAt: '2026-12-03T17:00:00Z', endsAt: '2026-12-03T19:00:00Z',
  doors: { enabled: false, open: '', close: '' }, seats: 10, qa: false, calendarId: '', codes: { public: '', signup: '', mobile: '' },
  attendedSeconds: 0, revision: 2,
});

const sliceWith = (bookings: Partial<OverviewSlice['bookings']>) => ({ bookings, spaces: {}, calendars: {} }) as unknown as OverviewSlice;

describe('withCallbacks', () => {
  it('tells the page about every stored booking', async () => {
    const onBookingSaved = vi.fn();
    const api = withCallbacks(sliceWith({ update: async () => ({ ...booking, version: 3 }) }), { onBookingSaved });
    await api.bookings.update({ booking });
    expect(onBookingSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 3 }));
  });

  it('tells the page about a failed call by name and still rejects; an aborted call is not an error', async () => {
    const onError = vi.fn();
    const failure = new Error('down');
    const api = withCallbacks(
      sliceWith({ get: async () => Promise.reject(failure), usage: async () => Promise.reject(new DOMException('gone', 'AbortError')) }),
      { onError },
    );
    await expect(api.bookings.get({ bookingID: 'evt-1' })).rejects.toBe(failure);
    await expect(api.bookings.usage({ bookingID: 'evt-1' })).rejects.toThrow('gone');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure, 'bookings.get');
  });
});
