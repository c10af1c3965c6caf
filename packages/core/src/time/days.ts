import { toEpochMs, toIsoSeconds, type Instant } from './instant';
import { wallClock, wallTimeToEpochMs } from './zone';

/**
 * The zone of system-check dates and the bulk end-time update (docs/reference/portal.md §9).
 * @example formatDate(check.timestamp, CHICAGO_TIMEZONE)
 */
export const CHICAGO_TIMEZONE = 'America/Chicago';

/**
 * A picked calendar day: 'YYYY-MM-DD', or a Date from a date picker, which is read by its own (machine-local) year, month and day, i.e. the day the person clicked.
 * @example const day: CalendarDay = '2026-11-21'
 */
export type CalendarDay = string | Date;

/**
 * 'YYYY-MM-DD' of a picked calendar day; throws a RangeError for anything else.
 * @example toCalendarDay(new Date(2026, 10, 21)) // '2026-11-21'
 */
export function toCalendarDay(day: CalendarDay): string {
  if (day instanceof Date) {
    if (Number.isNaN(day.getTime())) throw new RangeError('Invalid date');
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${String(day.getFullYear()).padStart(4, '0')}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }
  const text = day.trim();
  if (wallTimeToEpochMs(`${text} 00:00`, 'UTC') === null) {
    throw new RangeError(`Expected a calendar day as YYYY-MM-DD, got "${day}"`);
  }
  return text;
}

/**
 * ISO instant of a wall-clock time on a calendar day in a zone.
 * @example zonedTimeToIso('2026-11-21', '15:00', 'America/Chicago') // '2026-11-21T21:00:00Z'
 */
export function zonedTimeToIso(day: CalendarDay, time: string, timezone: string): string {
  const ms = wallTimeToEpochMs(`${toCalendarDay(day)} ${time.trim()}`, timezone);
  if (ms === null) throw new RangeError(`Expected a time as HH:mm or HH:mm:ss, got "${time}"`);
  return toIsoSeconds(ms);
}

/**
 * 23:59:59 of the picked day in America/Chicago, for the bulk space end-time update.
 * @example chicagoEndOfDay('2026-11-21') // '2026-11-22T05:59:59Z'
 */
export function chicagoEndOfDay(day: CalendarDay): string {
  return zonedTimeToIso(day, '23:59:59', CHICAGO_TIMEZONE);
}

/**
 * The `dateString` query of GET /system-check: the picked day as 'YYYY-MM-DD', read by the server
 * as a day in America/Chicago.
 * @example chicagoDateString(new Date(2026, 10, 21)) // '2026-11-21'
 */
export function chicagoDateString(day: CalendarDay): string {
  return toCalendarDay(day);
}

/**
 * Today in America/Chicago as 'YYYY-MM-DD' (the default of the system-check and end-time pickers).
 * @example chicagoToday(new Date('2026-11-22T03:00:00Z')) // '2026-11-21'
 */
export function chicagoToday(now: Instant): string {
  const ms = toEpochMs(now);
  if (ms === null) throw new RangeError('Invalid date');
  return wallClock(ms, CHICAGO_TIMEZONE).format('YYYY-MM-DD');
}

/**
 * Start of a new space's run: 00:01 of that day in the chosen zone.
 * @example spaceStartOfDay('2026-11-21', 'America/Chicago') // '2026-11-21T06:01:00Z'
 */
export function spaceStartOfDay(day: CalendarDay, timezone: string): string {
  return zonedTimeToIso(day, '00:01', timezone);
}

/**
 * End of a new space's run: 23:59 of that day in the chosen zone.
 * @example spaceEndOfDay('2026-11-21', 'America/Chicago') // '2026-11-22T05:59:00Z'
 */
export function spaceEndOfDay(day: CalendarDay, timezone: string): string {
  return zonedTimeToIso(day, '23:59', timezone);
}

/**
 * What overlapsDay needs of a booking (a Booking fits).
 * @example const span: ZonedSpan = { start: { time: '2026-11-21T21:00:00Z', timezone: 'America/Chicago' }, end: { time: '2026-11-21T22:00:00Z' } }
 */
export interface ZonedSpan {
  start: { time: Instant; timezone: string };
  end: { time: Instant };
}

/**
 * Bookings Overview: true when the booking overlaps 00:01 to 23:59 of that day in the booking's
 * own zone (bounds included). A booking with an invalid time never overlaps.
 * @example overlapsDay({ start: { time: '2026-11-21T14:00:00Z', timezone: 'America/Chicago' }, end: { time: '2026-11-21T15:00:00Z' } }, '2026-11-21') // true
 */
export function overlapsDay(booking: ZonedSpan, day: CalendarDay): boolean {
  const start = toEpochMs(booking.start.time);
  const end = toEpochMs(booking.end.time);
  if (start === null || end === null) return false;
  const calendarDay = toCalendarDay(day);
  const dayStart = wallTimeToEpochMs(`${calendarDay} 00:01`, booking.start.timezone);
  const dayEnd = wallTimeToEpochMs(`${calendarDay} 23:59`, booking.start.timezone);
  if (dayStart === null || dayEnd === null) return false;
  return start <= dayEnd && end >= dayStart;
}
