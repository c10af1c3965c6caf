/**
 * The one place dayjs gets its plugins. Import `dayjs` from here (not from 'dayjs') so the utc and
 * timezone plugins are always loaded; importing the binding also keeps this module from being
 * dropped by tree shaking (the package is `sideEffects: false`).
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * dayjs with the utc and timezone plugins loaded.
 * @example dayjs.utc('2026-11-21T21:00:00Z').valueOf() // 1795294800000
 */
export { dayjs };
/**
 * The dayjs instance type, re-exported for helpers that take one.
 * @example const wall: Dayjs = wallClock(Date.now(), 'America/Chicago')
 */
export type { Dayjs } from 'dayjs';
