import { formatInZone, formatTexts, useTexts } from '@greenroom/core';
import { useCallback } from 'react';

/**
 * Formats an ISO time in the viewer's zone with the locale's date-time pattern and the zone's name
 * ('11/21/2026 3:00 PM CST', in German '21.11.2026 15:00 CST'); null gives null.
 * @example const when = useFormatWhen('America/Chicago'); when(key.createdAt)
 */
export function useFormatWhen(timezone: string): (instant: string | null) => string | null {
  const formats = useTexts(formatTexts);
  return useCallback((instant) => (instant === null ? null : formatInZone(instant, timezone, `${formats.dateTime} z`)), [formats, timezone]);
}
