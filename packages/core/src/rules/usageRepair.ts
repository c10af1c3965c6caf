import { toEpochMs, type Instant } from '../time/instant';
import { messages } from '../validation/messages';
import { DATE_TIME_MESSAGE, isIsoDateTime } from './textInput';
import { ERROR_CODES } from './errorCodes';

/** Ours (the spec has none): closing a record whose person already left. */
export const ATTENDANCE_ALREADY_CLOSED = 'This attendance record is already closed.';
/** Ours (the spec has none): an end before the moment one of the chosen people entered. */
export const END_BEFORE_ENTRY = 'The end time is before an attendee entered';

/** An attendance record as the repair checks it: open while `endTime` is empty. */
export interface RepairableRecord {
  attendeesID: string;
  startTime: Instant;
  endTime: Instant | null;
}

/**
 * Why a usage repair changes nothing, as both backends answer it: 400 with field errors, 404 for
 * a record not in the booking, 409 for a record already closed.
 */
export type UsageRepairRefusal =
  | { ok: false; status: 400; fieldErrors: Record<string, string> }
  | { ok: false; status: 404; what: 'Attendance record' }
  | { ok: false; status: 409; message: string; code: typeof ERROR_CODES.alreadyClosed };

/** The checked repair: the end in epoch ms for every chosen record, or why none changes. */
export type CheckedUsageRepair = { ok: true; endMs: number } | UsageRepairRefusal;

/**
 * Usage repair (docs/reference/portal.md §2, §8): close the chosen open records of one booking at `endTime`
 * (an ISO date-time), all or none. `records` are the booking's records among the chosen ids.
 * @example checkUsageRepair({ attendees: ['a1'], endTime: '2026-06-01T16:00:00Z' }, [{ attendeesID: 'a1', startTime: '2026-06-01T15:00:00Z', endTime: null }]) // { ok: true, endMs: 1780329600000 }
 * @example checkUsageRepair({ attendees: ['a1'], endTime: '2026-06-01T14:00:00Z' }, [...]).ok // false: 400 END_BEFORE_ENTRY
 */
export function checkUsageRepair(
  { attendees, endTime }: { attendees: readonly string[]; endTime: string },
  records: readonly RepairableRecord[],
): CheckedUsageRepair {
  const endMs = isIsoDateTime(endTime) ? toEpochMs(endTime) : null;
  if (endMs === null) return { ok: false, status: 400, fieldErrors: { endTime: DATE_TIME_MESSAGE } };
  if (attendees.length === 0) return { ok: false, status: 400, fieldErrors: { attendees: messages.required } };
  const byID = new Map(records.map((record) => [record.attendeesID, record]));
  const chosen = [...new Set(attendees)].map((id) => byID.get(id));
  if (chosen.some((record) => record === undefined)) return { ok: false, status: 404, what: 'Attendance record' };
  for (const record of chosen as RepairableRecord[]) {
    if (record.endTime !== null && record.endTime !== '') {
      return { ok: false, status: 409, message: ATTENDANCE_ALREADY_CLOSED, code: ERROR_CODES.alreadyClosed };
    }
    const startMs = toEpochMs(record.startTime);
    if (startMs !== null && startMs > endMs) return { ok: false, status: 400, fieldErrors: { endTime: END_BEFORE_ENTRY } };
  }
  return { ok: true, endMs };
}
