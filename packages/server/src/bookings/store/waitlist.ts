import type { GuestFlow, RegistrationStatus } from '@greenroom/core';
import { offerExpiry, promotionsDue, renumberWaitlist, type WaitlistEntry } from '@greenroom/core/rules';
import type { Kysely, Transaction } from 'kysely';
import { bookingFormFacts } from './bookingForm';
import { guestFlowOf, registrationCount } from './bookingRows';
import type { Database } from '../../platform/db/database';
import type { RegistrationsTable } from '../../registrations/tables';

type Db = Kysely<Database> | Transaction<Database>;

// The SQL of issue 27's guest flow: statuses, the waitlist and offers. Callers hold the booking's
// lock (lockedBookingRoom / lockBooking) so counts and positions cannot race.

/**
 * A booking's attendees by id (only those of the booking: others are left out).
 * @example const rows = await attendeesByID(trx, 'b1', ['r1', 'r2']);
 */
export async function attendeesByID(db: Db, bookingID: string, registrationIDs: readonly string[]): Promise<RegistrationsTable[]> {
  if (registrationIDs.length === 0) return [];
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('booking_id', '=', bookingID)
    .where('kind', '=', 'attendee')
    .where('registration_id', 'in', [...registrationIDs])
    .execute();
}

/**
 * How many attendees of the booking wait on its waitlist now.
 * @example const waiting = await waitlistLength(trx, 'b1');
 */
export async function waitlistLength(db: Db, bookingID: string): Promise<number> {
  const row = await db
    .selectFrom('registrations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('booking_id', '=', bookingID)
    .where('kind', '=', 'attendee')
    .where('status', '=', 'waitlisted')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Move registrations to a status (clearing the waitlist and offer fields unless given).
 * @example await setStatus(trx, ['r1'], { status: 'approved' }, now);
 */
export async function setStatus(
  db: Db,
  registrationIDs: readonly string[],
  change: { status: RegistrationStatus; waitlistPosition?: number | null; offerExpiresAt?: number | null },
  now: number,
): Promise<void> {
  if (registrationIDs.length === 0) return;
  await db
    .updateTable('registrations')
    .set({ status: change.status, waitlist_position: change.waitlistPosition ?? null, offer_expires_at: change.offerExpiresAt ?? null, updated_at: now })
    .where('registration_id', 'in', [...registrationIDs])
    .execute();
}

const entryOf = (row: Pick<RegistrationsTable, 'registration_id' | 'status' | 'waitlist_position'>): WaitlistEntry => ({
  registrationID: row.registration_id,
  status: row.status as RegistrationStatus,
  waitlistPosition: row.waitlist_position === null ? null : Number(row.waitlist_position),
});

/**
 * After anything that may have freed a place (under the booking's lock): offer each free place to
 * the next in line (core's promotionsDue, the claim window from the booking's guest flow), then
 * number the line 1, 2, 3… again. Answers the ids offered a place.
 * @example const offered = await settleWaitlist(trx, 'b1', now);
 */
export async function settleWaitlist(trx: Db, bookingID: string, now: number): Promise<string[]> {
  const facts = await bookingFormFacts(trx, bookingID);
  const flow = await bookingGuestFlow(trx, bookingID);
  if (!facts || !flow) return [];
  const waiting = await trx
    .selectFrom('registrations')
    .select(['registration_id', 'status', 'waitlist_position'])
    .where('booking_id', '=', bookingID)
    .where('kind', '=', 'attendee')
    .where('status', '=', 'waitlisted')
    .execute();
  if (waiting.length === 0) return [];
  const room = { limit: facts.limit, registrationCount: await registrationCount(trx, bookingID) };
  const offered = promotionsDue(room, waiting.map(entryOf)).map((entry) => entry.registrationID);
  await setStatus(trx, offered, { status: 'offered', offerExpiresAt: offerExpiry(flow, now) }, now);
  const left = waiting.filter((row) => !offered.includes(row.registration_id)).map(entryOf);
  for (const { registrationID, waitlistPosition } of renumberWaitlist(left)) {
    await trx.updateTable('registrations').set({ waitlist_position: waitlistPosition }).where('registration_id', '=', registrationID).execute();
  }
  return offered;
}

/**
 * Offers lapsed at `now`, oldest first, at most `limit` (the worker's batch).
 * @example const due = await lapsedOffers(db, now, 20);
 */
export async function lapsedOffers(db: Db, now: number, limit: number): Promise<{ registrationID: string; bookingID: string }[]> {
  const rows = await db
    .selectFrom('registrations')
    .select(['registration_id', 'booking_id'])
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<=', now)
    .orderBy('offer_expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ registrationID: row.registration_id, bookingID: row.booking_id }));
}

/**
 * Cancel one lapsed offer, only if it is still offered and lapsed (a conditional write: of two
 * instances that found it, one wins). Answers whether this call cancelled it.
 * @example if (await cancelLapsedOffer(trx, 'r1', now)) await settleWaitlist(trx, 'b1', now);
 */
export async function cancelLapsedOffer(trx: Db, registrationID: string, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('registrations')
    .set({ status: 'cancelled', offer_expires_at: null, updated_at: now })
    .where('registration_id', '=', registrationID)
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The booking's guest flow (core's defaults when never saved), or null when the booking is gone.
 * @example const flow = await bookingGuestFlow(trx, 'b1');
 */
export async function bookingGuestFlow(db: Db, bookingID: string): Promise<GuestFlow | null> {
  const row = await db.selectFrom('bookings').select('guest_flow').where('booking_id', '=', bookingID).executeTakeFirst();
  return row ? guestFlowOf(row) : null;
}

/**
 * The booking's space id (for a mail's headers), or null when the booking is gone.
 * @example const spaceID = await bookingSpaceID(db, 'b1');
 */
export async function bookingSpaceID(db: Db, bookingID: string): Promise<string | null> {
  const row = await db.selectFrom('bookings').select('space_id').where('booking_id', '=', bookingID).executeTakeFirst();
  return row?.space_id ?? null;
}
