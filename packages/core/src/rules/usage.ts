/** A stay in the room as the usage sum needs it; `endTime` null while the person is still in. */
export interface Stay {
  startTime: number;
  endTime: number | null;
}

/**
 * Total whole seconds spent in the room over all stays, an open stay counted up to `now`. A stay
 * that would end before it starts counts as zero.
 * @example usageSeconds([{ startTime: 0, endTime: 90_500 }, { startTime: 100_000, endTime: null }], 160_000) // 150
 */
export function usageSeconds(stays: readonly Stay[], now: number): number {
  let totalMs = 0;
  for (const stay of stays) totalMs += stayMs(stay, now);
  return Math.floor(totalMs / 1000);
}

const stayMs = (stay: Stay, now: number) => Math.max(0, (stay.endTime ?? now) - stay.startTime);

/**
 * Whole seconds of one stay (an attendance record's totalSeconds), an open stay counted up to `now`;
 * never negative.
 * @example staySeconds({ startTime: 0, endTime: 90_900 }, 0) // 90
 */
export function staySeconds(stay: Stay, now: number): number {
  return Math.floor(stayMs(stay, now) / 1000);
}
