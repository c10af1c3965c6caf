import type { RegistrationData } from '@greenroom/core';
import type { Kysely, Transaction, Updateable } from 'kysely';
import { flag, toJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/database';
import type { RegistrationKind, RegistrationsTable } from '../tables';
import { generateLoginCodes } from '../../platform/lib/loginCode';
import { newId } from '../../platform/lib/tokens';
import { registrationRow } from './registrations';

type Db = Kysely<Database> | Transaction<Database>;

/** Rows per INSERT of a bulk import: 19 parameters each (migration 037 added four) stays below SQLite's 32,766 and PostgreSQL's 65,535. */
const INSERT_CHUNK = 1500;

/** One person to add or change: the checked record, its flags, and the guest's language and time zone (absent: '' on a create, kept on an update). */
export interface PersonWrite {
  data: RegistrationData;
  brand: boolean;
  allowEarlyAccess: boolean;
  language?: string;
  timeZone?: string;
}

/**
 * A booking's stored registrations of one kind, in no particular order.
 * @example (await registrationsOfKind(db, 'b1', 'attendee')).map(registrationFromRow)
 */
export async function registrationsOfKind(db: Db, bookingID: string, kind: RegistrationKind): Promise<RegistrationsTable[]> {
  return db.selectFrom('registrations').selectAll().where('booking_id', '=', bookingID).where('kind', '=', kind).execute();
}

/**
 * Row values for new attendees, each with a fresh id and login code.
 * @example await insertRegistrations(trx, newAttendeeRows('b1', checked.rows, now));
 */
export function newAttendeeRows(bookingID: string, people: readonly PersonWrite[], now: number): RegistrationsTable[] {
  const codes = generateLoginCodes(people.length);
  return people.map((person, i) => registrationRow({ registrationID: newId(), bookingID, kind: 'attendee', loginCode: codes[i], ...person, now }));
}

/**
 * Store registrations, in INSERTs of at most 1,500 rows.
 * @example await insertRegistrations(trx, [registrationRow({ ... })]);
 */
export async function insertRegistrations(db: Db, rows: readonly RegistrationsTable[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db.insertInto('registrations').values(rows.slice(start, start + INSERT_CHUNK)).execute();
  }
}

/**
 * Change one registration's columns without moving its version: bookkeeping the producer's form
 * does not save (a new login code, the templates sent).
 * @example await updateRegistration(trx, 'r1', { login_code: code, updated_at: now });
 */
export async function updateRegistration(db: Db, registrationID: string, columns: Updateable<RegistrationsTable>): Promise<void> {
  await db.updateTable('registrations').set(columns).where('registration_id', '=', registrationID).execute();
}

/**
 * Save what the producer's form edits of one registration of a kind, moving its version by one,
 * only while it is at `version` (when given). Answers false (nothing written) when it is stale or gone.
 * @example if (!(await editRegistration(trx, 'r1', 'attendee', columns, 3))) throw staleWrite();
 */
export async function editRegistration(db: Db, registrationID: string, kind: RegistrationKind, columns: Updateable<RegistrationsTable>, version: number | undefined): Promise<boolean> {
  let update = db
    .updateTable('registrations')
    .set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
    .where('registration_id', '=', registrationID)
    .where('kind', '=', kind);
  if (version !== undefined) update = update.where('version', '=', version);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Save an import's changed guests (record and brand; the language and time zone where the file
 * gave them), one UPDATE each, each moving its version (the guest's form shows what changed).
 * @example await updateImportedGuests(trx, plan.updates, now);
 */
export async function updateImportedGuests(
  db: Db,
  updates: readonly ({ registrationID: string } & Omit<PersonWrite, 'allowEarlyAccess'>)[],
  now: number,
): Promise<void> {
  for (const update of updates) {
    const columns: Updateable<RegistrationsTable> = { registration_data: toJson(update.data), brand: flag(update.brand), updated_at: now };
    if (update.language !== undefined) columns.language = update.language;
    if (update.timeZone !== undefined) columns.time_zone = update.timeZone;
    await editRegistration(db, update.registrationID, 'attendee', columns, undefined);
  }
}

/**
 * Delete one registration of a kind (of the booking, when given); answers false when nothing matched.
 * @example if (!(await deleteRegistration(db, 'r1', 'presenter', 'b1'))) throw notFound('Presenter');
 */
export async function deleteRegistration(db: Db, registrationID: string, kind: RegistrationKind, bookingID?: string): Promise<boolean> {
  let query = db.deleteFrom('registrations').where('registration_id', '=', registrationID);
  if (bookingID !== undefined) query = query.where('booking_id', '=', bookingID);
  const result = await query.where('kind', '=', kind).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
