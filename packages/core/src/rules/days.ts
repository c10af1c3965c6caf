import { isValidTimezone, toEpochMs, wallClock } from '../time';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar day a client meant: 'YYYY-MM-DD' as given, or the day an ISO date-time falls on in
 * `timezone`. Null when it is neither.
 * @example dayIn('2026-11-22T03:00:00Z', 'America/Chicago') // '2026-11-21'
 */
export function dayIn(value: string, timezone: string): string | null {
  const text = value.trim();
  if (!isValidTimezone(timezone)) return null;
  if (DAY.test(text)) return toEpochMs(`${text}T00:00:00Z`) === null ? null : text;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const ms = toEpochMs(text);
  return ms === null ? null : wallClock(ms, timezone).format('YYYY-MM-DD');
}
