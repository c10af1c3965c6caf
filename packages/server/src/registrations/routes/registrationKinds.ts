import type { Presenter, Registration, RegistrationData } from '@greenroom/core';
import { checkPerson, guestDeleteAudit, type PersonFields, ERROR_CODES } from '@greenroom/core/rules';
import type { Kysely, Transaction, Updateable } from 'kysely';
import { newId } from '../../platform/lib/tokens';
import { generateLoginCode } from '../../platform/lib/loginCode';
import { bookingFormFacts } from '../../bookings/store/bookingForm';
import { byName, findRegistration, presenterFromRow, registrationFromRow, registrationRow } from '../store/registrations';
import { deleteRegistration, insertRegistrations, registrationsOfKind, updateRegistration } from '../store/registrationWrites';
import type { ServerContext } from '../../platform/context';
import { flag, toJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/database';
import type { RegistrationKind, RegistrationsTable } from '../tables';
import { recordAudit } from '../../audit/store';
import { invalidateBookingCaches } from '../../bookings/store/bookingRows';
import { ApiError, badRequest, notFound } from '../../platform/http/errors';

/**
 * What sets one kind of registration apart in the steps the attendee and presenter routes share.
 * @example const people = await listOfKind(ctx.db, presenterKind, 'b1');
 */
export interface PersonKind<T extends Registration> {
  kind: RegistrationKind;
  /** The record's name in 404 answers (`${noun} not found`). */
  noun: string;
  /** The 404 message of an empty list. */
  noneFound: string;
  fromRow(row: RegistrationsTable): T;
  /** Runs last in the transaction of every change (presenters are part of the booking's cached room configuration). */
  afterChange(trx: Transaction<Database>, bookingID: string): Promise<void>;
}

/** Attendees (the guest list): changes leave the booking cache alone. */
export const attendeeKind: PersonKind<Registration> = {
  kind: 'attendee',
  noun: 'Registration',
  noneFound: 'No guests found for this booking',
  fromRow: registrationFromRow,
  afterChange: async () => {},
};

/** Presenters: every change drops the booking cache. */
export const presenterKind: PersonKind<Presenter> = {
  kind: 'presenter',
  noun: 'Presenter',
  noneFound: 'No presenters found for this booking',
  fromRow: presenterFromRow,
  afterChange: (trx, bookingID) => invalidateBookingCaches(trx, { bookingID }),
};

/** The shared part of a create or update body. */
export interface PersonBody extends PersonFields {
  bookingID: string;
  brand: boolean;
  allowEarlyAccess: boolean;
}

/**
 * A booking's registrations of one kind by last then first name; 404 with the kind's message when there are none.
 * @example await listOfKind(ctx.db, attendeeKind, 'b1')
 */
export async function listOfKind<T extends Registration>(db: Kysely<Database>, of: PersonKind<T>, bookingID: string): Promise<T[]> {
  const rows = await registrationsOfKind(db, bookingID, of.kind);
  if (rows.length === 0) throw new ApiError(404, of.noneFound, { code: ERROR_CODES.notFound });
  return byName(rows.map(of.fromRow));
}

/** The person fields checked against the booking's form rules: 404 without the booking, 400 with the field errors. */
async function checkedData(db: Kysely<Database>, bookingID: string, person: PersonFields): Promise<RegistrationData> {
  const facts = await bookingFormFacts(db, bookingID);
  if (!facts) throw notFound('Booking');
  const checked = checkPerson(person, facts.rules);
  if (!checked.ok) throw badRequest(checked.fieldErrors);
  return checked.data;
}

/**
 * Check and store a new registration of one kind in one transaction; `guard` runs first in that
 * transaction (the attendee capacity check).
 * @example reply.status(201).send(await createOfKind(ctx, presenterKind, request.body));
 */
export async function createOfKind<T extends Registration>(
  ctx: ServerContext,
  of: PersonKind<T>,
  { bookingID, brand, allowEarlyAccess, ...person }: PersonBody,
  guard: (trx: Transaction<Database>) => Promise<void> = async () => {},
): Promise<T> {
  const data = await checkedData(ctx.db, bookingID, person);
  const row = registrationRow({
    registrationID: newId(),
    bookingID,
    kind: of.kind,
    loginCode: generateLoginCode(),
    brand,
    allowEarlyAccess,
    data,
    now: ctx.clock.now().getTime(),
  });
  await ctx.db.transaction().execute(async (trx) => {
    await guard(trx);
    await insertRegistrations(trx, [row]);
    await of.afterChange(trx, bookingID);
  });
  return of.fromRow(row);
}

/**
 * Check and save a registration's details and flags, plus the kind's own `columns` (presenter
 * permissions and bridge access); answers the saved record.
 * @example await updateOfKind(ctx, attendeeKind, 'r1', request.body)
 */
export async function updateOfKind<T extends Registration>(
  ctx: ServerContext,
  of: PersonKind<T>,
  registrationID: string,
  { bookingID, brand, allowEarlyAccess, ...person }: PersonBody,
  columns: Updateable<RegistrationsTable> = {},
): Promise<T> {
  if (!(await findRegistration(ctx.db, registrationID, of.kind))) throw notFound(of.noun);
  const data = await checkedData(ctx.db, bookingID, person);
  await ctx.db.transaction().execute(async (trx) => {
    await updateRegistration(trx, registrationID, {
      registration_data: toJson(data),
      brand: flag(brand),
      allow_early_access: flag(allowEarlyAccess),
      ...columns,
      updated_at: ctx.clock.now().getTime(),
    });
    await of.afterChange(trx, bookingID);
  });
  const saved = await findRegistration(ctx.db, registrationID, of.kind);
  if (!saved) throw notFound(of.noun);
  return of.fromRow(saved);
}

/**
 * Delete one registration of a kind (of the booking, when given); 404 when nothing matched.
 * @example await deleteOfKind(trx, presenterKind, 'r1', 'b1', { producerID, at: now })
 */
export async function deleteOfKind<T extends Registration>(
  db: Kysely<Database>,
  of: PersonKind<T>,
  registrationID: string,
  bookingID: string | undefined,
  by: { producerID: string; at: number },
): Promise<void> {
  const found = await findRegistration(db, registrationID, of.kind);
  if (!found || (bookingID !== undefined && found.booking_id !== bookingID)) throw notFound(of.noun);
  if (!(await deleteRegistration(db, registrationID, of.kind, bookingID))) throw notFound(of.noun);
  // Who was removed, not their whole record (issue 32 §11).
  const registrationData = JSON.parse(found.registration_data) as Partial<RegistrationData>;
  const before = guestDeleteAudit({ bookingID: found.booking_id, registrationData }, of.kind);
  await recordAudit(db, { ...by, action: 'guest.delete', target: registrationID, before, after: null });
}

/**
 * Give a registration of a kind a new login code (its old links stop working at once); answers the code.
 * @example return sendJsonString(reply, await regenerateLoginOfKind(ctx, attendeeKind, 'r1'));
 */
export async function regenerateLoginOfKind<T extends Registration>(
  ctx: ServerContext,
  of: PersonKind<T>,
  registrationID: string,
): Promise<string> {
  const code = generateLoginCode();
  const found = await findRegistration(ctx.db, registrationID, of.kind);
  if (!found) throw notFound(of.noun);
  await ctx.db.transaction().execute(async (trx) => {
    await updateRegistration(trx, found.registration_id, { login_code: code, updated_at: ctx.clock.now().getTime() });
    await of.afterChange(trx, found.booking_id);
  });
  return code;
}
