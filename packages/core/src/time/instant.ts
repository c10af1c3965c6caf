import { zonedDayjs as dayjs } from './zonedDayjs';

/**
 * A point in time: an ISO-8601 string, epoch milliseconds or a Date.
 * @example const at: Instant = '2026-11-21T21:00:00Z'
 */
export type Instant = string | number | Date;

/**
 * Epoch milliseconds of an instant, or null when it is empty or not a valid date.
 * Strings without an offset are read as UTC so the result never depends on the machine's zone.
 * @example toEpochMs('2026-11-21T21:00:00Z') // 1795294800000
 * @example toEpochMs('') // null
 */
export function toEpochMs(input: Instant | null | undefined): number | null {
  if (input === null || input === undefined || input === '') return null;
  const ms =
    typeof input === 'number'
      ? input
      : input instanceof Date
        ? input.getTime()
        : dayjs.utc(input).valueOf();
  return Number.isFinite(ms) ? ms : null;
}

/**
 * ISO-8601 in UTC with second precision, the form every helper here returns.
 * @example toIsoSeconds(1795294800000) // '2026-11-21T21:00:00Z'
 */
export function toIsoSeconds(ms: number): string {
  return dayjs.utc(ms).format('YYYY-MM-DDTHH:mm:ss[Z]');
}
