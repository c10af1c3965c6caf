import type { Presenter, Registration, RegistrationData } from '@greenroom/core';
import { checkRegistration, guestDeleteAudit, type NewRegistrationPlace, type PersonFields } from '@greenroom/core/rules';
import type { Kysely, Transaction, Updateable } from 'kysely';
import { newId } from '../../platform/lib/tokens';
import { generateLoginCode } from '../../platform/lib/loginCode';
import { bookingFormFacts } from '../../bookings/store/bookingForm';
import { byName, findRegistration, presenterFromRow, registrationFromRow, registrationRow } from '../store/registrations';
import { deleteRegistration, editRegistration, insertRegistrations, registrationsOfKind, updateRegistration } from '../store/registrationWrites';
import type { ServerContext } from '../../platform/context';
import { flag, toJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/database';
import type { RegistrationKind, RegistrationsTable } from '../tables';
import { recordAudit } from '../../audit/store';
import { invalidateBookingCaches } from '../../bookings/store/bookingRows';
import { badRequest, notFound } from '../../platform/http/errors';
import { assertVersion, staleWrite } from '../../platform/http/staleWrites';
import { recordRegistrationCancelled, recordRegistrationEvents, recordRegistrationsChanged } from '../store/registrationEvents';

/**
 * What sets one kind of registration apart in the steps the attendee and presenter routes share.
 * @example const people = await listOfKind(ctx.db, presenterKind, 'b1');
 */
export interface PersonKind<T extends Registration> {
  kind: RegistrationKind;
  /** The record's name in 404 answers (`${noun} not found`). */
  noun: string;
  fromRow(row: RegistrationsTable): T;
  /** Runs last in the transaction of every change (presenters are part of the booking's cached room configuration). */
  afterChange(trx: Transaction<Database>, bookingID: string): Promise<void>;
  /** Changes are reported to the project's webhooks (guests only: presenters are not registrations a partner syncs). */
  webhookEvents: boolean;
}

/** Attendees (the guest list): changes leave the booking cache alone. */
export const attendeeKind: PersonKind<Registration> = {
  kind: 'attendee',
  noun: 'Registration',
  fromRow: registrationFromRow,
  afterChange: async () => {},
  webhookEvents: true,
};

/** Presenters: every change drops the booking cache. */
export const presenterKind: PersonKind<Presenter> = {
  kind: 'presenter',
  noun: 'Presenter',
  fromRow: presenterFromRow,
  afterChange: (trx, bookingID) => invalidateBookingCaches(trx, { bookingID }),
  webhookEvents: false,
};

/** The shared part of a create or update body (`timeZone`: the guest's IANA zone, '' = unknown). */
export interface PersonBody extends PersonFields {
  bookingID: string;
  brand: boolean;
  allowEarlyAccess: boolean;
  timeZone?: string;
  /** The guest's language ('' = the booking's); left out, a create stores '' and an update keeps the stored one. */
  language?: string;
}

/**
 * A booking's registrations of one kind by last then first name ([] when there are none: issue 25,
 * an empty list is no error).
 * @example await listOfKind(ctx.db, attendeeKind, 'b1')
 */
export async function listOfKind<T extends Registration>(db: Kysely<Database>, of: PersonKind<T>, bookingID: string): Promise<T[]> {
  const rows = await registrationsOfKind(db, bookingID, of.kind);
  return byName(rows.map(of.fromRow));
}

/**
 * The person fields and time zone checked against the booking's form rules (core's
 * checkRegistration): 404 without the booking, 400 with every field error.
 */
async function checkedData(db: Kysely<Database>, bookingID: string, person: PersonFields & { timeZone?: string }): Promise<{ data: RegistrationData; timeZone: string | undefined }> {
  const facts = await bookingFormFacts(db, bookingID);
  if (!facts) throw notFound('Booking');
  const checked = checkRegistration(person, facts.rules);
  if (!checked.ok) throw badRequest(checked.fieldErrors);
  return checked;
}

/**
 * Check and store a new registration of one kind in one transaction; `guard` runs first in that
 * transaction (the attendee capacity check) and may answer where the new registration stands
 * (issue 27: its status and waitlist position).
 * @example reply.status(201).send(await createOfKind(ctx, presenterKind, request.body));
 */
export async function createOfKind<T extends Registration>(
  ctx: ServerContext,
  of: PersonKind<T>,
  { bookingID, brand, allowEarlyAccess, language, ...person }: PersonBody,
  guard: (trx: Transaction<Database>) => Promise<NewRegistrationPlace | void> = async () => {},
): Promise<T> {
  const { data, timeZone } = await checkedData(ctx.db, bookingID, person);
  const created = registrationRow({
    registrationID: newId(),
    bookingID,
    kind: of.kind,
    loginCode: generateLoginCode(),
    brand,
    allowEarlyAccess,
    data,
    timeZone,
    language,
    now: ctx.clock.now().getTime(),
  });
  let row = created;
  await ctx.db.transaction().execute(async (trx) => {
    const place = await guard(trx);
    if (place) row = { ...created, status: place.status, waitlist_position: place.waitlistPosition };
    await insertRegistrations(trx, [row]);
    await of.afterChange(trx, bookingID);
    if (of.webhookEvents) await recordRegistrationEvents(trx, 'registration.created', bookingID, [row], row.created_at);
  });
  return of.fromRow(row);
}

/**
 * Check and save a registration's details, flags and time zone (left as stored when not sent), plus
 * the kind's own `columns` (presenter permissions and bridge access), at the `version` the form
 * was read at (412 when stale: core's checkVersion, then a conditional write); answers the saved
 * record at its next version.
 * @example await updateOfKind(ctx, attendeeKind, 'r1', request.body)
 */
export async function updateOfKind<T extends Registration>(
  ctx: ServerContext,
  of: PersonKind<T>,
  registrationID: string,
  { bookingID, brand, allowEarlyAccess, version, language, ...person }: PersonBody & { version?: number },
  columns: Updateable<RegistrationsTable> = {},
): Promise<T> {
  const stored = await findRegistration(ctx.db, registrationID, of.kind);
  if (!stored) throw notFound(of.noun);
  assertVersion(stored, version);
  const { data, timeZone } = await checkedData(ctx.db, bookingID, person);
  const written = await ctx.db.transaction().execute(async (trx) => {
    const edit = {
      registration_data: toJson(data),
      brand: flag(brand),
      allow_early_access: flag(allowEarlyAccess),
      ...(timeZone === undefined ? {} : { time_zone: timeZone }),
      ...(language === undefined ? {} : { language }),
      ...columns,
      updated_at: ctx.clock.now().getTime(),
    };
    if (!(await editRegistration(trx, registrationID, of.kind, edit, version))) return false;
    await of.afterChange(trx, bookingID);
    if (of.webhookEvents) await recordRegistrationsChanged(trx, stored.booking_id, [registrationID], edit.updated_at);
    return true;
  });
  if (!written) throw version === undefined ? notFound(of.noun) : staleWrite();
  const saved = await findRegistration(ctx.db, registrationID, of.kind);
  if (!saved) throw notFound(of.noun);
  return of.fromRow(saved);
}

/**
 * Delete one registration of a kind (of the booking, when given); 404 when nothing matched. Answers its booking's id.
 * @example await deleteOfKind(trx, presenterKind, 'r1', 'b1', { producerID, at: now })
 */
export async function deleteOfKind<T extends Registration>(
  db: Kysely<Database>,
  of: PersonKind<T>,
  registrationID: string,
  bookingID: string | undefined,
  by: { producerID: string; at: number },
): Promise<string> {
  const found = await findRegistration(db, registrationID, of.kind);
  if (!found || (bookingID !== undefined && found.booking_id !== bookingID)) throw notFound(of.noun);
  if (!(await deleteRegistration(db, registrationID, of.kind, bookingID))) throw notFound(of.noun);
  if (of.webhookEvents) await recordRegistrationCancelled(db, { registrationID, bookingID: found.booking_id }, by.at);
  // Who was removed, not their whole record (issue 32 §11).
  const registrationData = JSON.parse(found.registration_data) as Partial<RegistrationData>;
  const before = guestDeleteAudit({ bookingID: found.booking_id, registrationData }, of.kind);
  await recordAudit(db, { ...by, action: 'guest.delete', target: registrationID, before, after: null });
  return found.booking_id;
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
    const now = ctx.clock.now().getTime();
    await updateRegistration(trx, found.registration_id, { login_code: code, updated_at: now });
    await of.afterChange(trx, found.booking_id);
    if (of.webhookEvents) await recordRegistrationsChanged(trx, found.booking_id, [found.registration_id], now);
  });
  return code;
}
