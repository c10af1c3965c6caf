import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';

/**
 * Take the write lock on one booking inside a transaction (a no-op update: a row lock on
 * PostgreSQL, the database write lock on SQLite), so checks that count what hangs under the booking
 * (registration capacity) cannot race a concurrent writer. Answers false when the booking is gone.
 * @example
 * await db.transaction().execute(async (trx) => { if (!(await lockBooking(trx, id))) throw notFound('Booking'); ... });
 */
export async function lockBooking(trx: Transaction<Database> | Kysely<Database>, bookingID: string): Promise<boolean> {
  const result = await trx
    .updateTable('bookings')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('booking_id', '=', bookingID)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
