import { toEpochMs, type Instant } from './instant';
import { wallClock, zoneAbbreviation } from './zone';

/**
 * Date format of the portal (docs/reference/bookings.md §9).
 * @example formatInZone(iso, tz, DATE_FORMAT) // '11/21/2026'
 */
export const DATE_FORMAT = 'MM/DD/YYYY';
/**
 * Date and time format; formatDateTimeInZone appends the zone abbreviation.
 * @example formatInZone(iso, tz, DATE_TIME_FORMAT) // '11/21/2026 3:00 PM'
 */
export const DATE_TIME_FORMAT = 'MM/DD/YYYY h:mm A';

/**
 * Format an instant on the wall clock of a record's own zone with a dayjs format string.
 * `z` in the format prints the zone abbreviation. Empty or invalid instants give ''.
 * A blank zone means UTC; an unknown zone throws a RangeError.
 * @example formatInZone('2026-11-21T21:00:00Z', 'America/Chicago', 'HH:mm z') // '15:00 CST'
 */
export function formatInZone(instant: Instant | null | undefined, timezone: string, format: string): string {
  const ms = toEpochMs(instant);
  if (ms === null) return '';
  // 'z' is handled here (escaped for dayjs) because the wall-clock object is in UTC mode.
  const withZone = format.replace(/(\[[^\]]*\])|z/g, (match, escaped: string | undefined) =>
    escaped ?? `[${zoneAbbreviation(ms, timezone)}]`,
  );
  return wallClock(ms, timezone).format(withZone);
}

/**
 * MM/DD/YYYY in the given zone.
 * @example formatDate('2026-11-22T03:00:00Z', 'America/Chicago') // '11/21/2026'
 */
export function formatDate(instant: Instant | null | undefined, timezone: string): string {
  return formatInZone(instant, timezone, DATE_FORMAT);
}

/**
 * Date, time and zone abbreviation, as the bookings list and exports show them.
 * @example formatDateTimeInZone('2026-11-21T21:00:00Z', 'America/Chicago') // '11/21/2026 3:00 PM CST'
 */
export function formatDateTimeInZone(instant: Instant | null | undefined, timezone: string): string {
  return formatInZone(instant, timezone, `${DATE_TIME_FORMAT} z`);
}

/**
 * A date and time split for the date, time and timezone pickers of the time dialogs.
 * Returns null for an empty or invalid instant.
 * @example toZonedParts('2026-11-21T21:00:00Z', 'America/Chicago') // { date: '2026-11-21', time: '15:00' }
 */
export function toZonedParts(
  instant: Instant | null | undefined,
  timezone: string,
): { date: string; time: string } | null {
  const ms = toEpochMs(instant);
  if (ms === null) return null;
  const wall = wallClock(ms, timezone);
  return { date: wall.format('YYYY-MM-DD'), time: wall.format('HH:mm') };
}
