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

export { dayjs };
export type { Dayjs } from 'dayjs';
