import { recordAudit } from '../../audit/store';
import type { AdminMailDelivery, EmailDelivery } from '@greenroom/core';
import { mailSendAudit, type RenderedEmail } from '@greenroom/core/rules';
import { PostgresAdapter, type Kysely, type Selectable } from 'kysely';
import { fromJson, toJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/database';
import { newId } from '../../platform/lib/tokens';
import { publicDeliveryState, type DeliveryState, type MailDeliveriesTable, type PublicDeliveryState } from '../tables';
import { projectOfBooking, recordWebhookEvent } from '../../webhooks/store/events';

/** A claimed delivery as the worker reads it. */
export type DeliveryRow = Selectable<MailDeliveriesTable>;

/** One recipient of a send, rendered and ready to queue. */
export interface QueuedMail {
  registrationID: string;
  mail: RenderedEmail;
  /** The calendar invitation attached as invite.ics (null or absent: none). */
  ics?: string | null;
}

/** What a send queues: one template of one booking to many recipients. */
export interface QueueRequest {
  bookingID: string;
  emailTemplateID: string;
  recipients: readonly QueuedMail[];
}

// 20 bound values a row: well under SQLite's and PostgreSQL's parameter limits.
const INSERT_CHUNK = 500;

/** The queue's rows of one send, due at `now`. */
function deliveryRows(request: QueueRequest, sendID: string, now: number): MailDeliveriesTable[] {
  return request.recipients.map(({ registrationID, mail, ics }) => ({
    delivery_id: newId(),
    send_id: sendID,
    booking_id: request.bookingID,
    registration_id: registrationID,
    email_template_id: request.emailTemplateID,
    recipient: mail.to,
    from_name: mail.fromName,
    reply_to: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    state: 'queued' as const,
    attempts: 0,
    next_attempt_at: now,
    claimed_by: null,
    lease_until: null,
    reason: '',
    created_at: now,
    updated_at: now,
    ics: ics ?? null,
  }));
}

/** Insert queue rows in chunks, inside the caller's transaction. */
async function insertDeliveryRows(trx: Kysely<Database>, rows: readonly MailDeliveriesTable[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await trx.insertInto('mail_deliveries').values(rows.slice(start, start + INSERT_CHUNK)).execute();
  }
}

/**
 * Queue one delivery per recipient in ONE transaction (all or none) and answer the send's id.
 * @example const sendID = await enqueueDeliveries(db, { bookingID, emailTemplateID, recipients }, Date.now());
 */
export async function enqueueDeliveries(
  db: Kysely<Database>,
  request: QueueRequest,
  now: number,
  by?: { producerID: string },
): Promise<string> {
  const sendID = newId();
  const rows = deliveryRows(request, sendID, now);
  if (rows.length === 0) return sendID;
  await db.transaction().execute(async (trx) => {
    await insertDeliveryRows(trx, rows);
    // The send is an admin change of the booking's guests' mail: audited with it (issue 32 §11).
    if (by) {
      const after = mailSendAudit({ sendID, emailTemplateID: request.emailTemplateID, queued: rows.length });
      await recordAudit(trx, { producerID: by.producerID, at: now, action: 'mail.send', target: request.bookingID, before: null, after });
    }
  });
  return sendID;
}

/**
 * Queue a reminder's mails, each only to a person it was never queued to (issue 27): in ONE
 * transaction, the (booking, reminder, registration) row of `reminder_sends` is inserted if
 * absent, and the delivery is queued only where that insert happened. Of two instances (or a
 * round after a restart) racing for the same person, one inserts and queues; the other finds the
 * row and queues nothing. Answers the registration ids queued by this call.
 * @example const queued = await enqueueReminderDeliveries(db, { bookingID, emailTemplateID, recipients }, 'day-before', now);
 */
export async function enqueueReminderDeliveries(db: Kysely<Database>, request: QueueRequest, reminderID: string, now: number): Promise<string[]> {
  if (request.recipients.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const claimed = new Set<string>();
    for (let start = 0; start < request.recipients.length; start += INSERT_CHUNK) {
      const chunk = request.recipients.slice(start, start + INSERT_CHUNK);
      const inserted = await trx
        .insertInto('reminder_sends')
        .values(chunk.map(({ registrationID }) => ({ booking_id: request.bookingID, reminder_id: reminderID, registration_id: registrationID, sent_at: now })))
        .onConflict((conflict) => conflict.columns(['booking_id', 'reminder_id', 'registration_id']).doNothing())
        .returning('registration_id')
        .execute();
      for (const row of inserted) claimed.add(row.registration_id);
    }
    const won = { ...request, recipients: request.recipients.filter((recipient) => claimed.has(recipient.registrationID)) };
    await insertDeliveryRows(trx, deliveryRows(won, newId(), now));
    return won.recipients.map((recipient) => recipient.registrationID);
  });
}

// Deliveries a worker may hold: waiting, or handed to the mail server by a worker that may have died.
const OPEN_STATES: readonly DeliveryState[] = ['queued', 'sending'];

/**
 * Claim up to `limit` due deliveries for `workerID` until `now + leaseMs` and mark them 'sending':
 * queued (or left 'sending' by a worker that died), due, and not held by a live lease. One statement, so two
 * workers never hold the same delivery: PostgreSQL skips rows another transaction has locked
 * (FOR UPDATE SKIP LOCKED); SQLite runs one writer at a time. A lease that ran out (its worker
 * died) makes the delivery claimable again.
 * @example const batch = await claimDue(db, 'worker-1', clock.now().getTime(), 60_000, 20);
 */
export async function claimDue(db: Kysely<Database>, workerID: string, now: number, leaseMs: number, limit: number): Promise<DeliveryRow[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const due = db
    .selectFrom('mail_deliveries')
    .select('delivery_id')
    .where('state', 'in', OPEN_STATES)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_attempt_at')
    .orderBy('created_at')
    .limit(limit)
    .$if(postgres, (q) => q.forUpdate().skipLocked());
  return db
    .updateTable('mail_deliveries')
    // The worker hands every claimed delivery to the mail server at once: 'sending' from here, so a
    // crash before the answer leaves it 'sending' (tried again with the same Message-ID).
    .set((eb) => ({ state: 'sending', claimed_by: workerID, lease_until: now + leaseMs, attempts: eb('attempts', '+', 1), updated_at: now }))
    .where('delivery_id', 'in', due)
    .returningAll()
    .execute();
}

/**
 * Renew a claim while its delivery is in flight (the worker's heartbeat); nothing when the claim
 * was lost. Answers whether it still holds.
 * @example await extendLease(db, row.delivery_id, 'worker-1', now + leaseMs);
 */
export async function extendLease(db: Kysely<Database>, deliveryID: string, workerID: string, leaseUntil: number): Promise<boolean> {
  const result = await db
    .updateTable('mail_deliveries')
    .set({ lease_until: leaseUntil })
    .where('delivery_id', '=', deliveryID)
    .where('claimed_by', '=', workerID)
    .where('state', 'in', OPEN_STATES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The mail server accepted the delivery: mark it sent at once, in one statement (the shorter this
 * is, the less a crash can resend), then add the template to the registration's `emails` (once)
 * and release the claim, together. A delivery left 'sent' but still claimed (the worker died
 * between the two) is finished by {@link finishSent}. Does nothing when the claim was lost (the
 * lease ran out and another worker took it).
 * @example await markSent(db, row, 'worker-1', now);
 */
export async function markSent(db: Kysely<Database>, row: DeliveryRow, workerID: string, now: number): Promise<void> {
  const marked = await db
    .updateTable('mail_deliveries')
    .set({ state: 'sent', reason: '', updated_at: now })
    .where('delivery_id', '=', row.delivery_id)
    .where('claimed_by', '=', workerID)
    .where('state', 'in', OPEN_STATES)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) return;
  await recordSent(db, row, workerID);
}

/** Adds the template to the registration's `emails` and releases the claim of a sent delivery, in one transaction. */
async function recordSent(db: Kysely<Database>, row: Pick<DeliveryRow, 'delivery_id' | 'registration_id' | 'email_template_id'>, workerID: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const released = await trx
      .updateTable('mail_deliveries')
      .set({ claimed_by: null, lease_until: null })
      .where('delivery_id', '=', row.delivery_id)
      .where('claimed_by', '=', workerID)
      .where('state', '=', 'sent')
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) === 0) return;
    await recordMailEvent(trx, 'mail.delivered', row.delivery_id);
    // Two workers (two instances) can record mails to one guest at once: the update only applies to
    // the list it read, and is read again when another worker changed it first (no lost entry).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const registration = await trx.selectFrom('registrations').select('emails').where('registration_id', '=', row.registration_id).executeTakeFirst();
      if (!registration) return;
      const emails = fromJson<string[]>(registration.emails);
      if (emails.includes(row.email_template_id)) return;
      const updated = await trx
        .updateTable('registrations')
        .set({ emails: toJson([...emails, row.email_template_id]) })
        .where('registration_id', '=', row.registration_id)
        .where('emails', '=', registration.emails)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) return;
    }
  });
}

/**
 * Finish what a dead worker left between marking a delivery sent and recording it on the
 * registration: take over such deliveries whose claim ran out (up to `limit`) and record them.
 * Answers how many it finished.
 * @example await finishSent(db, 'worker-1', Date.now(), 60_000, 20);
 */
export async function finishSent(db: Kysely<Database>, workerID: string, now: number, leaseMs: number, limit: number): Promise<number> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const left = db
    .selectFrom('mail_deliveries')
    .select('delivery_id')
    .where('claimed_by', 'is not', null)
    .where('state', '=', 'sent')
    .where('lease_until', '<', now)
    .limit(limit)
    .$if(postgres, (q) => q.forUpdate().skipLocked());
  const taken = await db
    .updateTable('mail_deliveries')
    .set({ claimed_by: workerID, lease_until: now + leaseMs })
    .where('delivery_id', 'in', left)
    .returning(['delivery_id', 'registration_id', 'email_template_id'])
    .execute();
  for (const row of taken) await recordSent(db, row, workerID);
  return taken.length;
}

/**
 * An attempt failed: try again at `retryAt`, or give up (`retryAt` null) with `reason`.
 * @example await markAttemptFailed(db, row.delivery_id, 'worker-1', now, now + 30_000, 'Connection refused');
 */
export async function markAttemptFailed(
  db: Kysely<Database>,
  deliveryID: string,
  workerID: string,
  now: number,
  retryAt: number | null,
  reason: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('mail_deliveries')
      .set({
        state: retryAt === null ? 'failed' : 'queued',
        next_attempt_at: retryAt ?? now,
        claimed_by: null,
        lease_until: null,
        reason,
        updated_at: now,
      })
      .where('delivery_id', '=', deliveryID)
      .where('claimed_by', '=', workerID)
      .executeTakeFirst();
    // Given up: reported to the project's webhooks with the change (a retry is not news).
    if (retryAt === null && Number(marked.numUpdatedRows) > 0) await recordMailEvent(trx, 'mail.failed', deliveryID);
  });
}

/** One delivery as GET /email-deliveries answers it. */
function emailDeliveryFromRow(
  row: Pick<DeliveryRow, 'delivery_id' | 'send_id' | 'registration_id' | 'email_template_id' | 'state' | 'attempts' | 'reason' | 'updated_at'>,
): EmailDelivery {
  return {
    deliveryID: row.delivery_id,
    sendID: row.send_id,
    registrationID: row.registration_id,
    emailTemplateID: row.email_template_id,
    state: publicDeliveryState(row.state),
    attempts: row.attempts,
    reason: row.reason,
    updatedAt: row.updated_at,
  };
}

/** Report a delivery's outcome to its booking's project's webhooks, inside the caller's transaction, as the API answers it. */
async function recordMailEvent(trx: Kysely<Database>, type: 'mail.delivered' | 'mail.failed', deliveryID: string): Promise<void> {
  const row = await trx.selectFrom('mail_deliveries').selectAll().where('delivery_id', '=', deliveryID).executeTakeFirst();
  if (!row) return;
  const projectID = await projectOfBooking(trx, row.booking_id);
  if (projectID === null) return;
  await recordWebhookEvent(trx, { type, projectID, data: emailDeliveryFromRow(row) }, row.updated_at);
}

/**
 * Every template delivery of a booking as GET /email-deliveries answers it, oldest first (the UI
 * keeps the latest per registration and template).
 * @example const deliveries = await bookingDeliveries(db, 'b1'); deliveries[0]?.state // 'sent'
 */
export async function bookingDeliveries(db: Kysely<Database>, bookingID: string): Promise<EmailDelivery[]> {
  const rows = await db
    .selectFrom('mail_deliveries')
    .select(['delivery_id', 'send_id', 'registration_id', 'email_template_id', 'state', 'attempts', 'reason', 'updated_at'])
    .where('booking_id', '=', bookingID)
    .orderBy('created_at')
    .orderBy('delivery_id')
    .execute();
  return rows.map(emailDeliveryFromRow);
}

/**
 * Template deliveries across all bookings as the super-admin's outbox lists them, newest first,
 * optionally of one state (as the API names it: 'queued' includes those being sent); a deleted
 * booking or template answers an empty name.
 * @example const failed = await adminDeliveries(db, { state: 'failed', limit: 200 });
 */
export async function adminDeliveries(db: Kysely<Database>, filter: { state?: PublicDeliveryState; limit: number }): Promise<AdminMailDelivery[]> {
  const stored: readonly DeliveryState[] = filter.state === 'queued' ? OPEN_STATES : filter.state === undefined ? [] : [filter.state];
  const rows = await db
    .selectFrom('mail_deliveries as d')
    .leftJoin('bookings as b', 'b.booking_id', 'd.booking_id')
    .leftJoin('email_templates as t', 't.email_template_id', 'd.email_template_id')
    .select([
      'd.delivery_id',
      'd.recipient',
      'd.subject',
      'd.booking_id',
      'b.name as booking_name',
      'd.email_template_id',
      't.name as email_template_name',
      'd.state',
      'd.reason',
      'd.attempts',
      'd.created_at',
      'd.updated_at',
    ])
    .$if(stored.length > 0, (q) => q.where('d.state', 'in', stored))
    .orderBy('d.created_at', 'desc')
    .orderBy('d.delivery_id', 'desc')
    .limit(filter.limit)
    .execute();
  return rows.map((row) => ({
    deliveryID: row.delivery_id,
    recipient: row.recipient,
    subject: row.subject,
    bookingID: row.booking_id,
    bookingName: row.booking_name ?? '',
    emailTemplateID: row.email_template_id,
    emailTemplateName: row.email_template_name ?? '',
    state: publicDeliveryState(row.state),
    reason: row.reason,
    attempts: row.attempts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/**
 * Queue a FAILED delivery again, due at `now` with a fresh count of attempts; the reason of the
 * last failure stays until the next attempt. Answers what the delivery was before:
 * 'missing', or its state ('failed' means it was re-queued; any other state changed nothing).
 * @example if ((await requeueFailed(db, deliveryID, now)) === 'failed') worker.kick();
 */
export async function requeueFailed(db: Kysely<Database>, deliveryID: string, now: number): Promise<PublicDeliveryState | 'missing'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('mail_deliveries').select('state').where('delivery_id', '=', deliveryID).executeTakeFirst();
    if (!row) return 'missing';
    if (row.state !== 'failed') return publicDeliveryState(row.state);
    await trx
      .updateTable('mail_deliveries')
      .set({ state: 'queued', attempts: 0, next_attempt_at: now, claimed_by: null, lease_until: null, updated_at: now })
      .where('delivery_id', '=', deliveryID)
      .where('state', '=', 'failed')
      .execute();
    return 'failed';
  });
}
