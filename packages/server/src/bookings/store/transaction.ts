import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database';

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

/** Thrown inside a transaction to roll it back while still answering. */
class RolledBack<T> {
  constructor(readonly answer: T) {}
}

/**
 * Run `work` in one transaction and commit only when `keep(answer)` holds; otherwise roll back and
 * still answer. A refused or dry-run import thus changes nothing at all, not even the booking
 * list revision its lock moved (issue 32 §10).
 * @example const decision = await commitOnlyIf(db, (trx) => decideUnderLock(trx), (d) => d.kind === 'accepted' && d.write);
 */
export async function commitOnlyIf<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>, keep: (answer: T) => boolean): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      const answer = await work(trx);
      if (!keep(answer)) throw new RolledBack(answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.answer as T;
    throw error;
  }
}
