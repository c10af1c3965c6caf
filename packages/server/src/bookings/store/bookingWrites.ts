import type { Kysely, Transaction } from 'kysely';
import type { ServerConfig } from '../../platform/config';
import type { BookingsTable } from '../tables';
import type { Database } from '../../platform/db/database';
import { invalidateBookingCaches } from './bookingRows';
import { generateLoginCode } from '../../platform/lib/loginCode';
import { insertSystemTemplates } from '../../mail/store/templates';
import { recordBookingEvent } from './bookingEvents';
import type { QuestionsTable } from '../tables';

type Db = Kysely<Database> | Transaction<Database>;
type BookingColumns = Omit<BookingsTable, 'created_at' | 'updated_at'>;

/** The booking columns that hold a shareable login code. */
export type BookingCodeColumn = 'sign_up_login_code' | 'public_app_login_code' | 'mobile_hybrid_login_code';

/** Columns PUT /booking never writes: identity, codes, templates and the version itself. */
const FIXED_COLUMNS = [
  'booking_id',
  'space_id',
  'public_app_login_code',
  'sign_up_login_code',
  'mobile_hybrid_login_code',
  'email_templates',
  'version',
] as const;

/**
 * Store a new booking with its three system email templates and its webhook event, in one transaction.
 * @example await insertBooking(db, bookingColumns(booking), ctx.config, now);
 */
export async function insertBooking(db: Kysely<Database>, columns: BookingColumns, config: Pick<ServerConfig, 'productName' | 'mailFrom'>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('bookings').values({ ...columns, created_at: now, updated_at: now }).execute();
    await insertSystemTemplates(trx, columns.booking_id, config, now);
    await recordBookingEvent(trx, 'booking.created', columns.booking_id, now);
  });
}

/**
 * Whether a calendar of this id belongs to the space.
 * @example if (!(await calendarInSpace(db, 'c1', 's1'))) throw badRequest({ calendarID: 'Calendar not found' });
 */
export async function calendarInSpace(db: Db, calendarID: string, spaceID: string): Promise<boolean> {
  const row = await db.selectFrom('calendars').select('calendar_id').where('calendar_id', '=', calendarID).where('space_id', '=', spaceID).executeTakeFirst();
  return row !== undefined;
}

/**
 * Write a booking's editable columns (never its identity, codes, templates or version) and bump its
 * version, only when it is still at `version`; the update holds the booking's row lock for the rest
 * of the transaction. Answers false when the booking is stale or gone.
 * @example if (!(await updateBookingAtVersion(trx, 'b1', columns, 3, now))) throw stale();
 */
export async function updateBookingAtVersion(trx: Db, bookingID: string, columns: BookingColumns, version: number, now: number): Promise<boolean> {
  const editable: Partial<BookingColumns> = { ...columns };
  for (const column of FIXED_COLUMNS) delete editable[column];
  const result = await trx
    .updateTable('bookings')
    .set((eb) => ({ ...editable, version: eb('version', '+', 1), updated_at: now }))
    .where('booking_id', '=', bookingID)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Every stay of a booking's room (open ones with a null end).
 * @example usageSeconds(await bookingStays(db, 'b1'), now)
 */
export async function bookingStays(db: Db, bookingID: string): Promise<{ startTime: number; endTime: number | null }[]> {
  return db.selectFrom('attendance_records').select(['start_time as startTime', 'end_time as endTime']).where('booking_id', '=', bookingID).execute();
}

/**
 * A booking's questions, oldest first.
 * @example (await questionsOldestFirst(db, 'b1')).map(questionFromRow)
 */
export async function questionsOldestFirst(db: Db, bookingID: string): Promise<QuestionsTable[]> {
  return db.selectFrom('questions').selectAll().where('booking_id', '=', bookingID).orderBy('created_at').orderBy('question_id').execute();
}

/**
 * Replace one of a booking's codes and drop its caches (a booking.updated webhook event at `now`);
 * with `keepExisting`, a code that is already set is answered unchanged. Answers null when the
 * booking is gone.
 * @example const code = await regenerateBookingCode(db, 'b1', 'sign_up_login_code', false, now);
 */
export async function regenerateBookingCode(db: Kysely<Database>, bookingID: string, column: BookingCodeColumn, keepExisting: boolean, now: number): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('bookings').select(column).where('booking_id', '=', bookingID).executeTakeFirst();
    if (!row) return null;
    const current = row[column];
    if (keepExisting && current) return current;
    const fresh = generateLoginCode();
    await trx.updateTable('bookings').set({ [column]: fresh }).where('booking_id', '=', bookingID).execute();
    await invalidateBookingCaches(trx, { bookingID });
    await recordBookingEvent(trx, 'booking.updated', bookingID, now);
    return fresh;
  });
}
