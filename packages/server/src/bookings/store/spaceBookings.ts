import type { ZonedDate } from '@greenroom/core';
import type { Kysely, Transaction } from 'kysely';
import { fromJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/database';
import { bookingRowJson } from '../bookingJson';
import { recordBookingDeleted } from './bookingEvents';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Every booking of a space, newest start first, each with its registration count, as the JSON
 * text of a Booking[] (two queries; see bookingRowJson for why it is text). Null when the space
 * has no bookings.
 * @example const json = await bookingListJson(db, 's1'); // '[{"bookingID":…},…]'
 */
export async function bookingListJson(db: Db, spaceID: string): Promise<string | null> {
  const rows = await db.selectFrom('bookings').selectAll().where('space_id', '=', spaceID).orderBy('start_value', 'desc').orderBy('booking_id').execute();
  if (rows.length === 0) return null;
  const countRows = await db
    .selectFrom('registrations')
    .innerJoin('bookings', 'bookings.booking_id', 'registrations.booking_id')
    .select((eb) => ['registrations.booking_id', eb.fn.countAll<number>().as('count')])
    .where('bookings.space_id', '=', spaceID)
    .where('registrations.kind', '=', 'attendee')
    .groupBy('registrations.booking_id')
    .execute();
  const counts = new Map(countRows.map((row) => [row.booking_id, Number(row.count)]));
  return `[${rows.map((row) => bookingRowJson(row, counts.get(row.booking_id) ?? 0)).join(',')}]`;
}

/** A space's open/close window and server defaults, or null when the space is gone. */
export interface SpaceFacts {
  window: { start: string; end: string };
  servers: { videoServer: string; videoServerAppID: string; gameServer: string; gamePort: number };
}

/**
 * What booking rules and new bookings need from a space.
 * @example (await spaceFacts(db, 's1'))?.window.start
 */
export async function spaceFacts(db: Db, spaceID: string): Promise<SpaceFacts | null> {
  const row = await db.selectFrom('spaces').selectAll().where('space_id', '=', spaceID).executeTakeFirst();
  if (!row) return null;
  return {
    window: { start: fromJson<ZonedDate>(row.start_date).date, end: fromJson<ZonedDate>(row.end_date).date },
    servers: {
      videoServer: row.default_video_server,
      videoServerAppID: row.default_video_server_app_id,
      gameServer: row.default_game_server,
      gamePort: row.default_game_port,
    },
  };
}

/**
 * Remove a booking and everything under it (votes, questions, templates, attendance,
 * registrations, cache) in the given transaction, reporting booking.deleted to its project's
 * webhooks (at `now`). Answers false when it was already gone.
 * @example await db.transaction().execute((trx) => deleteBookingTree(trx, 'b1', now));
 */
export async function deleteBookingTree(trx: Transaction<Database>, bookingID: string, now: number): Promise<boolean> {
  await recordBookingDeleted(trx, bookingID, now);
  await trx
    .deleteFrom('question_votes')
    .where('question_id', 'in', trx.selectFrom('questions').select('question_id').where('booking_id', '=', bookingID))
    .execute();
  await trx.deleteFrom('questions').where('booking_id', '=', bookingID).execute();
  await trx.deleteFrom('email_templates').where('booking_id', '=', bookingID).execute();
  await trx.deleteFrom('attendance_records').where('booking_id', '=', bookingID).execute();
  await trx.deleteFrom('registrations').where('booking_id', '=', bookingID).execute();
  await trx.deleteFrom('booking_caches').where('booking_id', '=', bookingID).execute();
  const result = await trx.deleteFrom('bookings').where('booking_id', '=', bookingID).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
