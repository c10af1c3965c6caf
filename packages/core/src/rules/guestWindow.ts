import { toEpochMs } from '../time';

/** The booking fields that decide when guests may be in the room. */
export interface RoomTimes {
  enableDoors: boolean;
  doorsOpen: string;
  doorsClosed: string;
  start: { time: string };
  end: { time: string };
}

/**
 * When the room is open to guests: doorsOpen to doorsClosed while Doors Open Early is on (falling
 * back to start/end for a missing doors time), otherwise start to end. Null bounds when unreadable.
 * @example roomWindow({ enableDoors: false, doorsOpen: '', doorsClosed: '', start: { time: '2026-11-21T15:00:00Z' }, end: { time: '2026-11-21T16:00:00Z' } })
 * // { opens: 1795273200000, closes: 1795276800000 }
 */
export function roomWindow(times: RoomTimes): { opens: number | null; closes: number | null } {
  const start = toEpochMs(times.start.time);
  const end = toEpochMs(times.end.time);
  if (!times.enableDoors) return { opens: start, closes: end };
  return { opens: toEpochMs(times.doorsOpen) ?? start, closes: toEpochMs(times.doorsClosed) ?? end };
}

/**
 * True while guests may enter: opens ≤ now < closes.
 * @example isRoomOpen(booking, Date.now())
 */
export function isRoomOpen(times: RoomTimes, now: number): boolean {
  const { opens, closes } = roomWindow(times);
  return opens !== null && closes !== null && opens <= now && now < closes;
}
