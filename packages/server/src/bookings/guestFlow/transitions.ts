import type { Registration, RegistrationDecision } from '@greenroom/core';
import { cancelRefusal, claimRefusal, decisionRefusal, offerExpiry, promotionRefusal, statusOf, type MailedStatus } from '@greenroom/core/rules';
import type { Transaction } from 'kysely';
import { lockedBookingRoom } from '../store/bookingRoom';
import { lockBooking } from '../store/transaction';
import type { Database } from '../../platform/db/database';
import { apiErrorOf, notFound } from '../../platform/http/errors';
import { attendeesByID, bookingGuestFlow, bookingSpaceID, cancelLapsedOffer, setStatus, settleWaitlist } from '../store/waitlist';
import { recordRegistrationsChanged } from '../../registrations/store/registrationEvents';
import { registrationFromRow } from '../../registrations/store/registrations';
import type { RegistrationsTable } from '../../registrations/tables';
import { mailOutcome, type GuestFlowContext } from './outcomeMail';

// Issue 27's status changes on the server: each runs under the booking's lock in one transaction
// (the change, its webhook events, and the waitlist moving up into a freed place), then queues the
// outcome mails. The decisions are core's (registrationStatus.ts, waitlist.ts).

/** Mails to queue once the transaction committed, by outcome. */
type Outcomes = Partial<Record<MailedStatus, string[]>>;

/** The booking's space, for the mail's headers. */
async function spaceOf(trx: Transaction<Database>, bookingID: string): Promise<string> {
  const spaceID = await bookingSpaceID(trx, bookingID);
  if (spaceID === null) throw notFound('Booking');
  return spaceID;
}

/**
 * Offer freed places to the waitlist (core's promotionsDue), reporting each offer to the webhooks,
 * inside the caller's transaction under the booking's lock. Answers the ids offered.
 * @example const offered = await moveWaitlistUp(trx, 'b1', now);
 */
export async function moveWaitlistUp(trx: Transaction<Database>, bookingID: string, now: number): Promise<string[]> {
  const offered = await settleWaitlist(trx, bookingID, now);
  await recordRegistrationsChanged(trx, bookingID, offered, now, 'registration.offered');
  return offered;
}

/**
 * Queue the outcome mails of a committed change (a failure to queue is logged by the caller's
 * error handler, never undoes the change).
 * @example await mailOutcomes(ctx, { bookingID, spaceID }, { offered: ['r7'] });
 */
export async function mailOutcomes(ctx: GuestFlowContext, booking: { bookingID: string; spaceID: string }, outcomes: Outcomes, message?: string): Promise<void> {
  for (const [status, ids] of Object.entries(outcomes) as [MailedStatus, string[]][]) {
    await mailOutcome(ctx, booking, status, ids, status === 'approved' || status === 'denied' ? message : undefined);
  }
}

/** Run `work` under the booking's lock, then queue the mails it asked for; answers what `work` answered. */
async function locked<T>(
  ctx: GuestFlowContext,
  bookingID: string,
  work: (trx: Transaction<Database>, now: number) => Promise<{ answer: T; outcomes: Outcomes }>,
  message?: string,
): Promise<T> {
  const now = ctx.clock.now().getTime();
  const { answer, outcomes, spaceID } = await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockBooking(trx, bookingID))) throw notFound('Booking');
    return { ...(await work(trx, now)), spaceID: await spaceOf(trx, bookingID) };
  });
  await mailOutcomes(ctx, { bookingID, spaceID }, outcomes, message);
  return answer;
}

/** The attendees as stored now. */
async function reread(trx: Transaction<Database>, bookingID: string, ids: readonly string[]): Promise<Registration[]> {
  const rows = await attendeesByID(trx, bookingID, ids);
  const byID = new Map(rows.map((row) => [row.registration_id, registrationFromRow(row)]));
  return ids.map((id) => byID.get(id)).filter((r): r is Registration => r !== undefined);
}

/**
 * PUT /registrations/decision: approve or deny pending registrations, all or none (404 when one is
 * not the booking's, 409 when one is not pending or approving passes the capacity).
 * @example const updated = await decideRegistrations(ctx, { bookingID: 'b1', registrationIDs: ['r1'], decision: 'approve' });
 */
export async function decideRegistrations(ctx: GuestFlowContext, input: RegistrationDecision): Promise<Registration[]> {
  const ids = [...new Set(input.registrationIDs)];
  return locked(
    ctx,
    input.bookingID,
    async (trx, now) => {
      const rows = await attendeesByID(trx, input.bookingID, ids);
      if (rows.length !== ids.length) throw notFound('Registration');
      const room = await lockedBookingRoom(trx, input.bookingID);
      if (!room) throw notFound('Booking');
      const refusal = decisionRefusal(input.decision, rows.map((row) => statusOf(registrationFromRow(row))), room);
      if (refusal) throw apiErrorOf(refusal);
      const status = input.decision === 'approve' ? 'approved' : 'denied';
      await setStatus(trx, ids, { status }, now);
      await recordRegistrationsChanged(trx, input.bookingID, ids, now, input.decision === 'approve' ? 'registration.approved' : 'registration.denied');
      return { answer: await reread(trx, input.bookingID, ids), outcomes: { [status]: ids } };
    },
    input.message,
  );
}

/**
 * POST /registrations/promote: offer a waitlisted guest a place by hand (core's promotionRefusal;
 * the producer may go past the capacity), for the booking's claim window.
 * @example const offered = await promoteRegistration(ctx, 'b1', 'r9');
 */
export async function promoteRegistration(ctx: GuestFlowContext, bookingID: string, registrationID: string): Promise<Registration> {
  return locked(ctx, bookingID, async (trx, now) => {
    const [row] = await attendeesByID(trx, bookingID, [registrationID]);
    if (!row) throw notFound('Registration');
    const refusal = promotionRefusal(statusOf(registrationFromRow(row)));
    if (refusal) throw apiErrorOf(refusal);
    const flow = await bookingGuestFlow(trx, bookingID);
    if (!flow) throw notFound('Booking');
    await setStatus(trx, [registrationID], { status: 'offered', offerExpiresAt: offerExpiry(flow, now) }, now);
    await recordRegistrationsChanged(trx, bookingID, [registrationID], now, 'registration.offered');
    await settleWaitlist(trx, bookingID, now);
    const [answer] = await reread(trx, bookingID, [registrationID]);
    return { answer, outcomes: { offered: [registrationID] } };
  });
}

/**
 * POST /api/guest/claim: the guest takes the offered place (409 when there is no offer or it lapsed).
 * @example const claimed = await claimOffer(ctx, row);
 */
export async function claimOffer(ctx: GuestFlowContext, registration: RegistrationsTable): Promise<Registration> {
  return locked(ctx, registration.booking_id, async (trx, now) => {
    const [row] = await attendeesByID(trx, registration.booking_id, [registration.registration_id]);
    if (!row) throw notFound('Registration');
    const stored = registrationFromRow(row);
    const refusal = claimRefusal(statusOf(stored), row.offer_expires_at === null ? null : Number(row.offer_expires_at), now);
    if (refusal) throw apiErrorOf(refusal);
    await setStatus(trx, [row.registration_id], { status: 'approved' }, now);
    await recordRegistrationsChanged(trx, row.booking_id, [row.registration_id], now, 'registration.approved');
    const [answer] = await reread(trx, row.booking_id, [row.registration_id]);
    return { answer, outcomes: { approved: [row.registration_id] } };
  });
}

/**
 * POST /api/guest/cancel: the guest gives up the registration (409 when already cancelled or not
 * approved); a freed place goes to the next in line.
 * @example const cancelled = await cancelRegistration(ctx, row);
 */
export async function cancelRegistration(ctx: GuestFlowContext, registration: RegistrationsTable): Promise<Registration> {
  return locked(ctx, registration.booking_id, async (trx, now) => {
    const [row] = await attendeesByID(trx, registration.booking_id, [registration.registration_id]);
    if (!row) throw notFound('Registration');
    const refusal = cancelRefusal(statusOf(registrationFromRow(row)));
    if (refusal) throw apiErrorOf(refusal);
    await setStatus(trx, [row.registration_id], { status: 'cancelled' }, now);
    await recordRegistrationsChanged(trx, row.booking_id, [row.registration_id], now, 'registration.cancelled');
    const offered = await moveWaitlistUp(trx, row.booking_id, now);
    const [answer] = await reread(trx, row.booking_id, [row.registration_id]);
    return { answer, outcomes: { offered } };
  });
}

/**
 * The lapse worker's step for one offer found lapsed: cancel it if it still is (a conditional
 * write, so of two instances one acts) and offer the place on. Answers whether this call acted.
 * @example await lapseOffer(ctx, { registrationID: 'r7', bookingID: 'b1' });
 */
export async function lapseOffer(ctx: GuestFlowContext, offer: { registrationID: string; bookingID: string }): Promise<boolean> {
  return locked(ctx, offer.bookingID, async (trx, now) => {
    if (!(await cancelLapsedOffer(trx, offer.registrationID, now))) return { answer: false, outcomes: {} };
    await recordRegistrationsChanged(trx, offer.bookingID, [offer.registrationID], now, 'registration.cancelled');
    return { answer: true, outcomes: { offered: await moveWaitlistUp(trx, offer.bookingID, now) } };
  });
}
