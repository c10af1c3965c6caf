import type { AttendanceIntakeData, AttendanceRecord } from '@greenroom/core';
import { staySeconds, toIsoSeconds } from '@greenroom/core/rules';
import type { Kysely, Transaction } from 'kysely';
import { fromJson, isSet } from '../platform/db/json';
import type { AttendanceRecordsTable } from './tables';
import type { Database } from '../platform/db/database';
import { projectOfSpace, recordWebhookEvents } from '../webhooks/store/events';

type Db = Kysely<Database> | Transaction<Database>;

/** A stay as the usage repair rule reads it (epoch ms; endTime null while still in). */
export interface StoredStay {
  attendeesID: string;
  startTime: number;
  endTime: number | null;
}

/**
 * A stored stay → the API record: ISO times, endTime '' while still in, totalSeconds up to the end
 * (or up to `now` for an open stay).
 * @example attendanceFromRow(row, Date.now()).endTime // '' while in the room
 */
export function attendanceFromRow(row: AttendanceRecordsTable, now: number): AttendanceRecord {
  return {
    attendeesID: row.attendees_id,
    registrationID: row.registration_id,
    socketID: row.socket_id,
    loginCode: row.login_code,
    startTime: toIsoSeconds(row.start_time),
    endTime: row.end_time === null ? '' : toIsoSeconds(row.end_time),
    totalSeconds: staySeconds({ startTime: row.start_time, endTime: row.end_time }, now),
    role: row.role,
    brand: isSet(row.brand),
    intakeData: fromJson<AttendanceIntakeData>(row.intake_data),
  };
}

/**
 * A booking's attendance records as the API answers them, oldest entry first.
 * @example const records = await attendanceOfBooking(db, 'b1', Date.now());
 */
export async function attendanceOfBooking(db: Db, bookingID: string, now: number): Promise<AttendanceRecord[]> {
  const rows = await db.selectFrom('attendance_records').selectAll().where('booking_id', '=', bookingID).orderBy('start_time').execute();
  return rows.map((row) => attendanceFromRow(row, now));
}

/**
 * The chosen stays of a booking (those of other bookings are not found).
 * @example checkUsageRepair(body, await staysOfBooking(trx, 'b1', ['a1', 'a2']))
 */
export async function staysOfBooking(db: Db, bookingID: string, attendeesIDs: readonly string[]): Promise<StoredStay[]> {
  const rows = await db
    .selectFrom('attendance_records')
    .select(['attendees_id', 'start_time', 'end_time'])
    .where('booking_id', '=', bookingID)
    .where('attendees_id', 'in', [...attendeesIDs])
    .execute();
  return rows.map((row) => ({ attendeesID: row.attendees_id, startTime: row.start_time, endTime: row.end_time }));
}

/**
 * Close the chosen stays of a booking that are still open at `endMs`, reporting attendance.left
 * for each (at `now`, default `endMs`) to the project's webhooks.
 * @example await closeOpenStays(trx, 'b1', ['a1'], checked.endMs, now);
 */
export async function closeOpenStays(db: Db, bookingID: string, attendeesIDs: readonly string[], endMs: number, now: number = endMs): Promise<void> {
  const closed = await db
    .updateTable('attendance_records')
    .set({ end_time: endMs })
    .where('booking_id', '=', bookingID)
    .where('attendees_id', 'in', [...attendeesIDs])
    .where('end_time', 'is', null)
    .returningAll()
    .execute();
  await recordAttendanceEvents(db, 'attendance.left', closed, now);
}

/**
 * Report stays entered or left to their project's webhooks, inside the transaction of the change,
 * each as the API answers it.
 * @example await recordAttendanceEvents(trx, 'attendance.entered', [row], now);
 */
export async function recordAttendanceEvents(
  db: Db,
  type: 'attendance.entered' | 'attendance.left',
  rows: readonly AttendanceRecordsTable[],
  now: number,
): Promise<void> {
  if (rows.length === 0) return;
  const projectID = await projectOfSpace(db, rows[0].space_id);
  if (projectID === null) return;
  await recordWebhookEvents(db, rows.map((row) => ({ type, projectID, data: attendanceFromRow(row, now) })), now);
}
