import { formatInZone, formatTexts, useTexts, type Instant } from '@greenroom/core';
import { useMemo } from 'react';

/** How a panel writes a moment on the wall clock of a zone, in the locale's patterns. */
export interface DateTimeFormat {
  /** Date, time and zone abbreviation: '11/21/2026 3:00 PM CST', '21.11.2026 15:00 CST'. */
  dateTime: (instant: Instant | null | undefined, timezone: string) => string;
  /** The time only: '3:00 PM', '15:00'. */
  time: (instant: Instant | null | undefined, timezone: string) => string;
}

/**
 * The date and time formatters of the locale in effect (core's `formatTexts` patterns through
 * `formatInZone`). In English they write exactly what `formatDateTimeInZone` writes.
 * @example
 * const format = useDateTimeFormat();
 * format.dateTime(booking.start.time, booking.start.timezone) // '11/21/2026 3:00 PM CST'
 */
export function useDateTimeFormat(): DateTimeFormat {
  const patterns = useTexts(formatTexts);
  return useMemo(
    () => ({
      dateTime: (instant, timezone) => formatInZone(instant, timezone, `${patterns.dateTime} z`),
      time: (instant, timezone) => formatInZone(instant, timezone, patterns.time),
    }),
    [patterns],
  );
}
