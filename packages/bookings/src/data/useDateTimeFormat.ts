import { formatInZone, formatTexts, secondZoneFor, toEpochMs, useTexts, type Instant } from '@greenroom/core';
import { useMemo } from 'react';
import { mainTextTable } from '../textTables/main';
import { useViewerZone } from './viewerZone';

/** How a panel writes a moment on the wall clock of a zone, in the locale's patterns. */
export interface DateTimeFormat {
  /** Date, time and zone abbreviation: '11/21/2026 3:00 PM CST', '21.11.2026 15:00 CST'. */
  dateTime: (instant: Instant | null | undefined, timezone: string) => string;
  /** The time only: '3:00 PM', '15:00'. */
  time: (instant: Instant | null | undefined, timezone: string) => string;
  /**
   * The same moment on the viewer's own clock ('6:00 PM EST your time'; with the date when it is
   * another day there, or always with `withDate`), or null when the viewer's clock reads the same
   * as the zone's at that moment (or either zone is unknown).
   */
  yourTime: (instant: Instant | null | undefined, timezone: string, withDate?: boolean) => string | null;
}

/**
 * The date and time formatters of the locale in effect (core's `formatTexts` patterns through
 * `formatInZone`), and the viewer's own time beside a zone's (core's `secondZoneFor`, the zone of
 * {@link useViewerZone}). In English `dateTime` writes exactly what `formatDateTimeInZone` writes.
 * @example
 * const format = useDateTimeFormat();
 * format.dateTime(booking.start.time, booking.start.timezone) // '11/21/2026 3:00 PM PST'
 * format.yourTime(booking.start.time, booking.start.timezone) // '6:00 PM EST your time' (a viewer in New York)
 */
export function useDateTimeFormat(): DateTimeFormat {
  const patterns = useTexts(formatTexts);
  const texts = useTexts(mainTextTable).listing;
  const viewerZone = useViewerZone();
  return useMemo(
    () => ({
      dateTime: (instant, timezone) => formatInZone(instant, timezone, `${patterns.dateTime} z`),
      time: (instant, timezone) => formatInZone(instant, timezone, patterns.time),
      yourTime: (instant, timezone, withDate = false) => {
        const ms = toEpochMs(instant);
        const zone = secondZoneFor(ms, timezone, viewerZone);
        if (ms === null || zone === null) return null;
        const sameDay = formatInZone(ms, zone, 'YYYY-MM-DD') === formatInZone(ms, timezone, 'YYYY-MM-DD');
        return texts.yourTime(formatInZone(ms, zone, `${withDate || !sameDay ? patterns.dateTime : patterns.time} z`));
      },
    }),
    [patterns, texts, viewerZone],
  );
}
