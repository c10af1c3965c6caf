import type { Booking } from '../entities';
import { messages } from '../validation';
import {
  asksToRename,
  bookingDoors,
  compareBookingsNewestFirst,
  duplicatePayload,
  moveBookingTime,
  sortBookingsNewestFirst,
  validateDuplicateStart,
} from './bookingTimes';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const startMs = Date.UTC(2026, 10, 21, 15);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const time = (ms: number, timezone = 'America/Chicago') => ({ time: iso(ms), timezone, timeValue: ms });

const booking = {
  bookingID: 'b1',
  spaceID: 's1',
  name: 'Launch',
  start: time(startMs),
  end: time(startMs + HOUR),
  doorsOpen: iso(startMs - HOUR / 2),
  doorsClosed: iso(startMs + 1.5 * HOUR),
  accessTime: iso(startMs - HOUR),
  capacity: 120,
  gracePeriodMinutes: 5,
} as Booking;

describe('sortBookingsNewestFirst', () => {
  it('puts the latest start first, whatever the timeValue says, and breaks ties by bookingID', () => {
    const at = (bookingID: string, ms: number) => ({ bookingID, start: { ...time(ms), timeValue: 0 } });
    const list = [at('old', startMs - DAY), at('z-same', startMs), at('new', startMs + DAY), at('a-same', startMs)];
    expect(sortBookingsNewestFirst(list).map((b) => b.bookingID)).toEqual(['new', 'a-same', 'z-same', 'old']);
    expect(list[0].bookingID).toBe('old');
    expect(compareBookingsNewestFirst(list[1], list[1])).toBe(0);
  });
});

describe('bookingDoors', () => {
  it('keeps set doors and defaults missing ones to 30 minutes either side', () => {
    expect(bookingDoors(booking)).toEqual({ doorsOpen: booking.doorsOpen, doorsClosed: booking.doorsClosed });
    expect(bookingDoors({ ...booking, doorsOpen: '', doorsClosed: '' })).toEqual({
      doorsOpen: iso(startMs - HOUR / 2),
      doorsClosed: iso(startMs + 1.5 * HOUR),
    });
  });
});

describe('moveBookingTime', () => {
  it('moves doors open with the start and doors closed with the end by the same amount', () => {
    expect(moveBookingTime(booking, 'start', time(startMs + HOUR / 4))).toEqual({
      start: time(startMs + HOUR / 4),
      doorsOpen: iso(startMs - HOUR / 4),
    });
    expect(moveBookingTime(booking, 'end', time(startMs + 2 * HOUR))).toEqual({
      end: time(startMs + 2 * HOUR),
      doorsClosed: iso(startMs + 2.5 * HOUR),
    });
  });

  it('moves a missing doors time from its default', () => {
    expect(moveBookingTime({ ...booking, doorsOpen: '' }, 'start', time(startMs + HOUR)).doorsOpen).toBe(iso(startMs + HOUR / 2));
  });
});

describe('duplicatePayload', () => {
  it('copies name, capacity and grace period and moves doors and access time with the new run', () => {
    expect(duplicatePayload(booking, time(startMs + DAY), time(startMs + DAY + 2 * HOUR))).toEqual({
      spaceID: 's1',
      name: 'Launch',
      start: time(startMs + DAY),
      end: time(startMs + DAY + 2 * HOUR),
      capacity: 120,
      gracePeriodMinutes: 5,
      accessTime: iso(startMs + DAY - HOUR),
      doorsOpen: iso(startMs + DAY - HOUR / 2),
      doorsClosed: iso(startMs + DAY + 2.5 * HOUR),
    });
  });

  it('starts access at the new start when the original has no access time', () => {
    expect(duplicatePayload({ ...booking, accessTime: '' }, time(startMs + DAY), time(startMs + DAY + HOUR)).accessTime).toBe(iso(startMs + DAY));
  });
});

describe('validateDuplicateStart', () => {
  const space = { start: '2026-11-01T00:00:00Z', end: '2026-12-01T00:00:00Z' };
  it('needs a timezone and a start inside the space window, with no end to compare', () => {
    expect(validateDuplicateStart({ time: iso(startMs + 5 * DAY), timezone: 'UTC' }, space)).toBeNull();
    expect(validateDuplicateStart({ time: iso(startMs), timezone: '' }, space)).toBe(messages.timezoneRequired);
    expect(validateDuplicateStart({ time: '2027-01-01T00:00:00Z', timezone: 'UTC' }, space)).toBe(messages.startWithinSpace);
  });
});

describe('asksToRename', () => {
  it('asks only when the names differ beyond spaces around them', () => {
    expect(asksToRename('Launch', 'Spring Season')).toBe(true);
    expect(asksToRename(' Launch ', 'Launch')).toBe(false);
  });
});
