import type { AttendanceIntakeData, AttendanceRecord } from '@greenroom/core';
import { toIsoSeconds } from '@greenroom/core/rules';
import { fromJson, isSet } from '../db/json';
import type { AttendanceRecordsTable } from '../db/types';

/**
 * A stored stay → the API record: ISO times, endTime '' while still in, totalSeconds up to the end
 * (or up to `now` for an open stay).
 * @example attendanceFromRow(row, Date.now()).endTime // '' while in the room
 */
export function attendanceFromRow(row: AttendanceRecordsTable, now: number): AttendanceRecord {
  const end = row.end_time ?? now;
  return {
    attendeesID: row.attendees_id,
    registrationID: row.registration_id,
    socketID: row.socket_id,
    loginCode: row.login_code,
    startTime: toIsoSeconds(row.start_time),
    endTime: row.end_time === null ? '' : toIsoSeconds(row.end_time),
    totalSeconds: Math.max(0, Math.floor((end - row.start_time) / 1000)),
    role: row.role,
    brand: isSet(row.brand),
    intakeData: fromJson<AttendanceIntakeData>(row.intake_data),
  };
}
