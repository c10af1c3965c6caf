/**
 * The one place (with ./zonedDayjs, which this builds on) dayjs gets its plugins. Every user of
 * dayjs in core and ui imports `dayjs` from here or `zonedDayjs` from there (never from 'dayjs').
 *
 * The exported value is the RESULT of the call that registers the plugins, so a bundler can only
 * keep the binding by also keeping the registration. A bare `dayjs.extend(...)` statement next to a
 * re-export is not enough: the packages are `sideEffects: false`, and a production bundler traces
 * the re-export straight to 'dayjs' and drops the statements (the built Ladle crashed with
 * "utc is not a function").
 */
import type baseDayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { zonedDayjs } from './zonedDayjs';

// Core's own helpers use zonedDayjs (utc and timezone), so only a module that parses with a format
// string (this export: the date picker's typed dates, a host's code) brings the parser along.
function withPlugins(instance: typeof baseDayjs): typeof baseDayjs {
  instance.extend(customParseFormat);
  return instance;
}

/**
 * dayjs with the utc, timezone and customParseFormat plugins loaded.
 * @example dayjs.utc('2026-11-21T21:00:00Z').valueOf() // 1795294800000
 * @example dayjs('7/4/2025', 'M/D/YYYY', true).isValid() // true
 */
export const dayjs: typeof baseDayjs = withPlugins(zonedDayjs);

/**
 * The dayjs instance type, re-exported for helpers that take one.
 * @example const wall: Dayjs = wallClock(Date.now(), 'America/Chicago')
 */
export type { Dayjs } from 'dayjs';
