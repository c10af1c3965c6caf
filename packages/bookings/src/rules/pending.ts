/**
 * PENDING MOVE TO @greenroom/core/rules (packages/core/src/rules/bookingTimes.ts): booking rules
 * the booking area needs that core does not have yet. Pure, React-free; nothing else lives here.
 */
import { defaultDoors, shiftBy, toEpochMs, validateRunStart, type Booking, type BookingCreatePayload, type BookingTime } from '@greenroom/core';

/**
 * Bookings newest start first (spec/bookings.md §2.1), whatever order the adapter answers in.
 * @example sortBookingsNewestFirst(list)[0].name // the latest start
 */
export function sortBookingsNewestFirst<T extends Pick<Booking, 'start'>>(bookings: readonly T[]): T[] {
  return [...bookings].sort((a, b) => (toEpochMs(b.start.time) ?? 0) - (toEpochMs(a.start.time) ?? 0));
}

/**
 * The doors times of a booking, defaulting missing ones to 30 minutes before the start and after
 * the end (spec/bookings.md §4, on load).
 * @example bookingDoors({ ...booking, doorsOpen: '' }).doorsOpen // start − 30 min
 */
export function bookingDoors(booking: Pick<Booking, 'start' | 'end' | 'doorsOpen' | 'doorsClosed'>): { doorsOpen: string; doorsClosed: string } {
  const defaults = defaultDoors(booking.start.time, booking.end.time);
  return {
    doorsOpen: booking.doorsOpen || defaults.doorsOpen,
    doorsClosed: booking.doorsClosed || defaults.doorsClosed,
  };
}

/**
 * The change of moving the start or the end: the doors time on that side moves by the same amount
 * (spec/bookings.md §4).
 * @example moveBookingTime(booking, 'start', newStart) // { start: newStart, doorsOpen: shifted }
 */
export function moveBookingTime(
  booking: Pick<Booking, 'start' | 'end' | 'doorsOpen' | 'doorsClosed'>,
  side: 'start' | 'end',
  time: BookingTime,
): Partial<Booking> {
  const doors = bookingDoors(booking);
  return side === 'start'
    ? { start: time, doorsOpen: shiftBy(doors.doorsOpen, booking.start.time, time.time) }
    : { end: time, doorsClosed: shiftBy(doors.doorsClosed, booking.end.time, time.time) };
}

/**
 * POST /booking body of a duplicate into new run times: the original's name, capacity and grace
 * period, its doors and access time moved with the new start and end.
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
 * Whether choosing a calendar asks to rename the booking to the calendar's name (§4).
 * @example asksToRename('Launch', 'Spring Season') // true
 */
export function asksToRename(bookingName: string, calendarName: string): boolean {
  return bookingName.trim() !== calendarName.trim();
}

/**
 * Set Run Start of a duplicate: timezone required and inside the space's open/close window; there
 * is no end yet (the end is then compared with this new start, spec/portal.md §5).
 * @example validateDuplicateStart({ time, timezone: 'UTC' }, spaceWindow) // null
 */
export function validateDuplicateStart(chosen: { time: string; timezone: string }, space: { start: string; end: string }): string | null {
  return validateRunStart({ value: chosen.time, timezone: chosen.timezone, other: Number.MAX_SAFE_INTEGER, space });
}
