import { toEpochMs, type Instant } from './instant';

/**
 * Usage hours as shown against maximumUserHours: seconds / 3600 with 2 decimals. Anything that
 * is not a finite number of 0 or more (a failed usage call) shows as '0.00'.
 * @example usageHours(8100) // '2.25'
 */
export function usageHours(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '0.00';
  return (seconds / 3600).toFixed(2);
}

/**
 * Time in room as hours and minutes, minutes padded to two digits ('2h:15m', '0h:05m').
 * Seconds are dropped; invalid or negative input gives '0h:00m'.
 * @example formatDuration(8100) // '2h:15m'
 */
export function formatDuration(seconds: number | null | undefined): string {
  const total = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${hours}h:${String(minutes).padStart(2, '0')}m`;
}

/**
 * Seconds between an attendance record's start and end; an empty end (still in the room) is
 * taken as `now`. Invalid starts give 0.
 * @example secondsInRoom('2026-11-21T15:00:00Z', '', new Date('2026-11-21T16:30:00Z')) // 5400
 */
export function secondsInRoom(startTime: Instant, endTime: Instant | '' | null | undefined, now: Instant): number {
  const start = toEpochMs(startTime);
  const end = toEpochMs(endTime) ?? toEpochMs(now);
  if (start === null || end === null || end < start) return 0;
  return Math.floor((end - start) / 1000);
}
