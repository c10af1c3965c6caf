/**
 * dayjs with the utc and timezone plugins: what core's own time helpers need (instants, zones,
 * wall clocks, formatting). Parsing with a format string (customParseFormat) is `./dayjs`'s, so a
 * first screen that only shows times does not carry the parser (issue 31).
 *
 * As in `./dayjs`, the exported value is the RESULT of the call that registers the plugins, so a
 * production bundle of the `sideEffects: false` packages cannot keep the binding without them.
 */
import baseDayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

function withZones(instance: typeof baseDayjs): typeof baseDayjs {
  instance.extend(utc);
  instance.extend(timezone);
  return instance;
}

/**
 * dayjs with the utc and timezone plugins loaded (core's internal instance; the public `dayjs` adds
 * customParseFormat).
 * @example zonedDayjs.utc('2026-11-21T21:00:00Z').tz('America/Chicago').format('HH:mm') // '15:00'
 */
export const zonedDayjs: typeof baseDayjs = withZones(baseDayjs);
