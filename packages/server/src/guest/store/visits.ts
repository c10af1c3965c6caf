import type { RoomTimes } from '@greenroom/core/rules';
import type { Kysely, Transaction } from 'kysely';
import { fromJson, isSet } from '../../platform/db/json';
import type { AttendanceRecordsTable } from '../../attendance/tables';
import type { BookingsTable } from '../../bookings/tables';
import type { Database } from '../../platform/db/database';
import { lockBooking } from '../../bookings/store/transaction';
import { recordAttendanceEvents } from '../../attendance/store';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A booking's stored row, or null when it is gone.
 * @example const booking = await findBookingRow(db, 'b1');
 */
export async function findBookingRow(db: Db, bookingID: string): Promise<BookingsTable | null> {
  return (await db.selectFrom('bookings').selectAll().where('booking_id', '=', bookingID).executeTakeFirst()) ?? null;
}

/**
 * The doors and times of a stored booking, as the room rules read them.
 * @example isRoomOpen(roomTimesOf(booking), now)
 */
export function roomTimesOf(booking: BookingsTable): RoomTimes {
  return {
    enableDoors: isSet(booking.enable_doors),
    doorsOpen: booking.doors_open,
    doorsClosed: booking.doors_closed,
    start: fromJson(booking.start_time),
    end: fromJson(booking.end_time),
  };
}

/**
 * Store an attendance record unless the room is full, under the booking's lock so two last-place
 * entries cannot both get in. Answers 'gone' when the booking was deleted meanwhile.
 * @example if ((await enterRoom(db, record, booking.capacity)) === 'full') throw full();
 */
export async function enterRoom(db: Kysely<Database>, record: AttendanceRecordsTable, capacity: number): Promise<'entered' | 'full' | 'gone'> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockBooking(trx, record.booking_id))) return 'gone';
    const inRoom = await trx
      .selectFrom('attendance_records')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('booking_id', '=', record.booking_id)
      .where('end_time', 'is', null)
      .executeTakeFirst();
    if (Number(inRoom?.count ?? 0) >= capacity) return 'full';
    await trx.insertInto('attendance_records').values(record).execute();
    await recordAttendanceEvents(trx, 'attendance.entered', [record], record.start_time);
    return 'entered';
  });
}

/**
 * The attendance record entered with this code in this booking, or null.
 * @example await findStay(db, { attendeesID, bookingID, loginCode })
 */
export async function findStay(db: Db, where: { attendeesID: string; bookingID: string; loginCode: string }): Promise<AttendanceRecordsTable | null> {
  const row = await db
    .selectFrom('attendance_records')
    .selectAll()
    .where('attendees_id', '=', where.attendeesID)
    .where('booking_id', '=', where.bookingID)
    .where('login_code', '=', where.loginCode)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Close a still-open attendance record at `endTime` (a closed one stays as it is), reporting
 * attendance.left (at `now`) to the project's webhooks in the same transaction.
 * @example await closeStay(db, 'a1', endTime, Date.now());
 */
export async function closeStay(db: Kysely<Database>, attendeesID: string, endTime: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('attendance_records')
      .set({ end_time: endTime })
      .where('attendees_id', '=', attendeesID)
      .where('end_time', 'is', null)
      .returningAll()
      .execute();
    await recordAttendanceEvents(trx, 'attendance.left', closed, now);
  });
}
