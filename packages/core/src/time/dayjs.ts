/**
 * The one place dayjs gets its plugins. Every user of dayjs in core and ui imports `dayjs` from
 * here (never from 'dayjs').
 *
 * The exported value is the RESULT of the call that registers the plugins, so a bundler can only
 * keep the binding by also keeping the registration. A bare `dayjs.extend(...)` statement next to a
 * re-export is not enough: the packages are `sideEffects: false`, and a production bundler traces
 * the re-export straight to 'dayjs' and drops the statements (the built Ladle crashed with
 * "utc is not a function").
 */
import baseDayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

function withPlugins(instance: typeof baseDayjs): typeof baseDayjs {
  instance.extend(utc);
  instance.extend(timezone);
  instance.extend(customParseFormat);
  return instance;
}

/**
 * dayjs with the utc, timezone and customParseFormat plugins loaded.
 * @example dayjs.utc('2026-11-21T21:00:00Z').valueOf() // 1795294800000
 * @example dayjs('7/4/2025', 'M/D/YYYY', true).isValid() // true
 */
export const dayjs = withPlugins(baseDayjs);

/**
 * The dayjs instance type, re-exported for helpers that take one.
 * @example const wall: Dayjs = wallClock(Date.now(), 'America/Chicago')
 */
export type { Dayjs } from 'dayjs';
