import type { MemoryStore } from './store';

/** Seconds spent in a booking's room: the sum of its attendance records. */
export function bookingUsageSeconds(store: MemoryStore, bookingID: string): number {
  let seconds = 0;
  for (const record of store.attendance.values()) if (record.bookingID === bookingID) seconds += record.totalSeconds;
  return seconds;
}
