import type { BookingCreatePayload, BookingTime } from '../entities';
import { zonedDayjs as dayjs } from './zonedDayjs';
import { toEpochMs, toIsoSeconds, type Instant } from './instant';
import { resolveTimezone, wallClock } from './zone';

/**
 * Capacity of a new booking (docs/reference/bookings.md §4).
 * @example newBookingDefaults(now, tz).capacity === NEW_BOOKING_CAPACITY // true
 */
export const NEW_BOOKING_CAPACITY = 20;
/**
 * Grace period of a new booking, in minutes.
 * @example newBookingDefaults(now, tz).gracePeriodMinutes // 0
 */
export const NEW_BOOKING_GRACE_PERIOD_MINUTES = 0;
/**
 * Doors open this long before the start and close this long after the end by default.
 * @example defaultDoors(start, end) // 30 minutes either side
 */
export const DOORS_OFFSET_MINUTES = 30;

const HOUR_MS = 3_600_000;

/**
 * A BookingTime for an instant in a zone.
 * @example bookingTime(1795294800000, 'America/Chicago') // { time: '2026-11-21T21:00:00Z', timezone: 'America/Chicago', timeValue: 1795294800000 }
 */
export function bookingTime(ms: number, timezone: string): BookingTime {
  return { time: toIsoSeconds(ms), timezone: resolveTimezone(timezone), timeValue: ms };
}

/**
 * Times of a new booking (docs/reference/bookings.md §4): start at the current hour in the booking's zone,
 * end at the next full hour (the current hour when `now` is exactly on the hour, so start and end
 * are then equal, as specified), access time at the start of the current hour in UTC, doors 30
 * minutes before the start and after the end, capacity 20, grace period 0.
 * @example
 * newBookingDefaults(new Date('2026-11-21T20:40:00Z'), 'America/Chicago')
 * // { start: { time: '2026-11-21T20:00:00Z', … }, end: { time: '2026-11-21T21:00:00Z', … },
 * //   accessTime: '2026-11-21T20:00:00Z', doorsOpen: '2026-11-21T19:30:00Z',
 * //   doorsClosed: '2026-11-21T21:30:00Z', capacity: 20, gracePeriodMinutes: 0 }
 */
export function newBookingDefaults(now: Instant, timezone: string): Omit<BookingCreatePayload, 'spaceID' | 'name'> {
  const nowMs = toEpochMs(now);
  if (nowMs === null) throw new RangeError('Invalid date');
  const zone = resolveTimezone(timezone);
  // Minutes, seconds and ms past the hour on the zone's own clock (matters for :30/:45 zones).
  const wall = wallClock(nowMs, zone);
  const pastHourMs = wall.valueOf() - wall.startOf('hour').valueOf();
  const startMs = nowMs - pastHourMs;
  const endMs = pastHourMs === 0 ? startMs : startMs + HOUR_MS;
  return {
    start: bookingTime(startMs, zone),
    end: bookingTime(endMs, zone),
    accessTime: toIsoSeconds(dayjs.utc(nowMs).startOf('hour').valueOf()),
    doorsOpen: toIsoSeconds(startMs - DOORS_OFFSET_MINUTES * 60_000),
    doorsClosed: toIsoSeconds(endMs + DOORS_OFFSET_MINUTES * 60_000),
    capacity: NEW_BOOKING_CAPACITY,
    gracePeriodMinutes: NEW_BOOKING_GRACE_PERIOD_MINUTES,
  };
}

/**
 * Default doors times of a loaded booking that has none: 30 minutes before start, after end.
 * @example defaultDoors('2026-11-21T21:00:00Z', '2026-11-21T22:00:00Z') // { doorsOpen: '2026-11-21T20:30:00Z', doorsClosed: '2026-11-21T22:30:00Z' }
 */
export function defaultDoors(start: Instant, end: Instant): { doorsOpen: string; doorsClosed: string } {
  const startMs = toEpochMs(start);
  const endMs = toEpochMs(end);
  if (startMs === null || endMs === null) throw new RangeError('Invalid date');
  return {
    doorsOpen: toIsoSeconds(startMs - DOORS_OFFSET_MINUTES * 60_000),
    doorsClosed: toIsoSeconds(endMs + DOORS_OFFSET_MINUTES * 60_000),
  };
}

/**
 * Moving the start or end moves doorsOpen or doorsClosed by the same amount.
 * @example shiftBy('2026-11-21T20:30:00Z', '2026-11-21T21:00:00Z', '2026-11-21T22:00:00Z') // '2026-11-21T21:30:00Z'
 */
export function shiftBy(value: Instant, from: Instant, to: Instant): string {
  const valueMs = toEpochMs(value);
  const fromMs = toEpochMs(from);
  const toMs = toEpochMs(to);
  if (valueMs === null || fromMs === null || toMs === null) throw new RangeError('Invalid date');
  return toIsoSeconds(valueMs + (toMs - fromMs));
}

/**
 * LIVE badge: true while start ≤ now < end. Invalid times are never live.
 * @example isLive(new Date('2026-11-21T21:30:00Z'), '2026-11-21T21:00:00Z', '2026-11-21T22:00:00Z') // true
 */
export function isLive(now: Instant, start: Instant, end: Instant): boolean {
  const nowMs = toEpochMs(now);
  const startMs = toEpochMs(start);
  const endMs = toEpochMs(end);
  if (nowMs === null || startMs === null || endMs === null) return false;
  return startMs <= nowMs && nowMs < endMs;
}

/**
 * The Attendees tab shows once the access time (or the start when there is none) is past.
 * @example hasOpened(new Date('2026-11-21T21:00:01Z'), '', '2026-11-21T21:00:00Z') // true
 */
export function hasOpened(now: Instant, accessTime: Instant | null | undefined, start: Instant): boolean {
  const nowMs = toEpochMs(now);
  const openMs = toEpochMs(accessTime) ?? toEpochMs(start);
  return nowMs !== null && openMs !== null && openMs < nowMs;
}

/**
 * Private-cloud bookings starting in under 24 hours lock the capacity edit.
 * @example isCapacityLocked({ privateCloud: true, start: '2026-11-22T10:00:00Z' }, new Date('2026-11-21T21:00:00Z')) // true
 */
export function isCapacityLocked(booking: { privateCloud: boolean; start: Instant }, now: Instant): boolean {
  if (!booking.privateCloud) return false;
  const startMs = toEpochMs(booking.start);
  const nowMs = toEpochMs(now);
  if (startMs === null || nowMs === null) return false;
  return startMs - nowMs < 24 * HOUR_MS;
}
