import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';

/**
 * How many guests are in a booking's room now: its attendance records not closed yet (the count
 * /api/guest/enter holds against the event capacity).
 * @example guestRoomState(times, now, { inRoom: await guestsInRoom(db, 'b1'), capacity: booking.capacity })
 */
export async function guestsInRoom(db: Kysely<Database>, bookingID: string): Promise<number> {
  const row = await db
    .selectFrom('attendance_records')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('booking_id', '=', bookingID)
    .where('end_time', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
