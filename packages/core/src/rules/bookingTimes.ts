import type { Booking, BookingCreatePayload, BookingTime } from '../entities';
import { defaultDoors, shiftBy, toEpochMs } from '../time';
import { validateRunStart } from '../validation';

type Doors = Pick<Booking, 'start' | 'end' | 'doorsOpen' | 'doorsClosed'>;

const startMs = (booking: Pick<Booking, 'start'>): number => toEpochMs(booking.start.time) ?? booking.start.timeValue;

/**
 * The order of a space's bookings (docs/reference/bookings.md §2.1): newest start first; bookings starting
 * at the same moment by bookingID, so every backend answers the same order.
 * @example [...bookings].sort(compareBookingsNewestFirst)
 */
export function compareBookingsNewestFirst(a: Pick<Booking, 'start' | 'bookingID'>, b: Pick<Booking, 'start' | 'bookingID'>): number {
  const byStart = startMs(b) - startMs(a);
  if (byStart !== 0) return byStart;
  if (a.bookingID === b.bookingID) return 0;
  return a.bookingID < b.bookingID ? -1 : 1;
}

/**
 * A copy of `bookings` in the list order of {@link compareBookingsNewestFirst}.
 * @example sortBookingsNewestFirst(list)[0].name // the latest start
 */
export function sortBookingsNewestFirst<T extends Pick<Booking, 'start' | 'bookingID'>>(bookings: readonly T[]): T[] {
  return [...bookings].sort(compareBookingsNewestFirst);
}

/**
 * The doors times of a booking, missing ones defaulting to 30 minutes before the start and after
 * the end (docs/reference/bookings.md §4, on load).
 * @example bookingDoors({ ...booking, doorsOpen: '' }).doorsOpen // start − 30 min
 */
export function bookingDoors(booking: Doors): { doorsOpen: string; doorsClosed: string } {
  const defaults = defaultDoors(booking.start.time, booking.end.time);
  return {
    doorsOpen: booking.doorsOpen || defaults.doorsOpen,
    doorsClosed: booking.doorsClosed || defaults.doorsClosed,
  };
}

/**
 * The change of moving the start or the end: the doors time on that side moves by the same
 * amount (docs/reference/bookings.md §4).
 * @example moveBookingTime(booking, 'start', newStart) // { start: newStart, doorsOpen: shifted }
 */
export function moveBookingTime(booking: Doors, side: 'start' | 'end', time: BookingTime): Partial<Booking> {
  const doors = bookingDoors(booking);
  return side === 'start'
    ? { start: time, doorsOpen: shiftBy(doors.doorsOpen, booking.start.time, time.time) }
    : { end: time, doorsClosed: shiftBy(doors.doorsClosed, booking.end.time, time.time) };
}

/**
 * POST /booking body of a duplicate into new run times: the original's name, capacity and grace
 * period; its doors and access time moved with the new start and end.
 * @example duplicatePayload(original, newStart, newEnd).start === newStart // true
 */
export function duplicatePayload(original: Booking, start: BookingTime, end: BookingTime): BookingCreatePayload {
  const doors = bookingDoors(original);
  const accessTime = original.accessTime ? shiftBy(original.accessTime, original.start.time, start.time) : start.time;
  return {
    spaceID: original.spaceID,
    name: original.name,
    start,
    end,
    capacity: original.capacity,
    gracePeriodMinutes: original.gracePeriodMinutes,
    accessTime,
    doorsOpen: shiftBy(doors.doorsOpen, original.start.time, start.time),
    doorsClosed: shiftBy(doors.doorsClosed, original.end.time, end.time),
  };
}

/**
 * Set Run Start of a duplicate: timezone required and inside the space's open/close window. There
 * is no end yet: the end is then compared with this new start (docs/reference/portal.md §5).
 * @example validateDuplicateStart({ time, timezone: 'UTC' }, spaceWindow) // null
 */
export function validateDuplicateStart(chosen: { time: string; timezone: string }, space: { start: string; end: string }): string | null {
  return validateRunStart({ value: chosen.time, timezone: chosen.timezone, other: Number.MAX_SAFE_INTEGER, space });
}

/**
 * Whether choosing a calendar asks to rename the booking to the calendar's name (§4).
 * @example asksToRename('Launch', 'Spring Season') // true
 */
export function asksToRename(bookingName: string, calendarName: string): boolean {
  return bookingName.trim() !== calendarName.trim();
}
