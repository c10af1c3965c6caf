import type { WebhookDelivery, WebhookEventType } from '@greenroom/core';
import { WEBHOOK_DELIVERY, WEBHOOK_TEXTS } from '@greenroom/core/rules';
import { PostgresAdapter, type Kysely, type Selectable } from 'kysely';
import { recordAudit } from '../../audit/store';
import type { Database } from '../../platform/db/database';
import type { StoredWebhookDeliveryState, WebhookDeliveriesTable } from '../tables';
import { newDeliveryRow } from './events';
import { findWebhook, type WebhookRow } from './subscriptions';

/** Who the audit log names for what the server does by itself (turning a failing webhook off). */
export const SERVER_ACTOR = 'server';

/** A delivery row. */
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

/** A claimed delivery with what sending it needs: the event and the subscription's address and secrets. */
export interface ClaimedWebhookDelivery {
  deliveryID: string;
  webhookID: string;
  attempts: number;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: number | null;
  event: { eventID: string; projectID: string; type: WebhookEventType; data: string; createdAt: number };
}

// Deliveries a worker may hold: waiting, or posted by a worker that may have died.
const OPEN_STATES: readonly StoredWebhookDeliveryState[] = ['pending', 'sending'];

const iso = (at: number | null) => (at === null ? null : new Date(Number(at)).toISOString());

/**
 * A delivery row → the WebhookDelivery the log answers ('sending' shows as 'pending').
 * @example deliveryFromRow(row, 'booking.created').state // 'delivered'
 */
export function deliveryFromRow(row: WebhookDeliveryRow, eventType: WebhookEventType): WebhookDelivery {
  const pending = row.state === 'pending' || row.state === 'sending';
  return {
    deliveryID: row.delivery_id,
    webhookID: row.webhook_id,
    eventID: row.event_id,
    eventType,
    state: pending ? 'pending' : (row.state as 'delivered' | 'failed'),
    attempts: row.attempts,
    responseStatus: row.response_status,
    error: row.error,
    createdAt: iso(row.created_at) as string,
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: pending ? iso(row.next_attempt_at) : null,
  };
}

/**
 * Claim up to `limit` due deliveries of ENABLED subscriptions for `workerID` until `now + leaseMs`
 * and mark them 'sending' (one attempt more). One statement, so two workers never hold the same
 * delivery: PostgreSQL skips rows another transaction locked (FOR UPDATE SKIP LOCKED), SQLite has
 * one writer at a time; a lease that ran out (its worker died) makes a delivery claimable again.
 * Answers each claimed delivery with its event and subscription.
 * @example const batch = await claimDueWebhookDeliveries(db, 'worker-1', now, 60_000, 20);
 */
export async function claimDueWebhookDeliveries(
  db: Kysely<Database>,
  workerID: string,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<ClaimedWebhookDelivery[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const due = db
    .selectFrom('webhook_deliveries')
    .select('delivery_id')
    .where('state', 'in', OPEN_STATES)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .where('webhook_id', 'in', db.selectFrom('webhooks').select('webhook_id').where('enabled', '=', 1))
    .orderBy('next_attempt_at')
    .orderBy('created_at')
    .limit(limit)
    .$if(postgres, (q) => q.forUpdate().skipLocked());
  const claimed = await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ state: 'sending', claimed_by: workerID, lease_until: now + leaseMs, attempts: eb('attempts', '+', 1), last_attempt_at: now }))
    .where('delivery_id', 'in', due)
    .returning('delivery_id')
    .execute();
  if (claimed.length === 0) return [];
  const rows = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.event_id', 'd.event_id')
    .innerJoin('webhooks as w', 'w.webhook_id', 'd.webhook_id')
    .select([
      'd.delivery_id',
      'd.webhook_id',
      'd.attempts',
      'w.url',
      'w.secret',
      'w.previous_secret',
      'w.previous_secret_until',
      'e.event_id',
      'e.project_id',
      'e.type',
      'e.data',
      'e.created_at',
    ])
    .where(
      'd.delivery_id',
      'in',
      claimed.map((row) => row.delivery_id),
    )
    .where('d.claimed_by', '=', workerID)
    .orderBy('e.created_at')
    .orderBy('d.delivery_id')
    .execute();
  return rows.map((row) => ({
    deliveryID: row.delivery_id,
    webhookID: row.webhook_id,
    attempts: row.attempts,
    url: row.url,
    secret: row.secret,
    previousSecret: row.previous_secret,
    previousSecretUntil: row.previous_secret_until === null ? null : Number(row.previous_secret_until),
    event: { eventID: row.event_id, projectID: row.project_id, type: row.type, data: row.data, createdAt: Number(row.created_at) },
  }));
}

/**
 * Renew a claim while its delivery is in flight; answers whether it still holds.
 * @example await extendWebhookLease(db, 'd1', 'worker-1', now + leaseMs);
 */
export async function extendWebhookLease(db: Kysely<Database>, deliveryID: string, workerID: string, leaseUntil: number): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ lease_until: leaseUntil })
    .where('delivery_id', '=', deliveryID)
    .where('claimed_by', '=', workerID)
    .where('state', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The receiver answered 2xx: the delivery is delivered (claim released) and its subscription's
 * count of failures in a row starts again, together. Nothing when the claim was lost.
 * @example await markWebhookDelivered(db, 'd1', 'worker-1', 200, now);
 */
export async function markWebhookDelivered(db: Kysely<Database>, deliveryID: string, workerID: string, status: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('webhook_deliveries')
      .set({ state: 'delivered', response_status: status, error: null, claimed_by: null, lease_until: null, last_attempt_at: now })
      .where('delivery_id', '=', deliveryID)
      .where('claimed_by', '=', workerID)
      .where('state', '=', 'sending')
      .returning('webhook_id')
      .executeTakeFirst();
    if (!marked) return;
    await trx.updateTable('webhooks').set({ consecutive_failures: 0 }).where('webhook_id', '=', marked.webhook_id).execute();
  });
}

/** How a failed attempt ended. */
export interface FailedAttempt {
  /** The receiver's status, null when it could not be reached or did not answer in time. */
  status: number | null;
  error: string;
  /** When to try again; null gives the delivery up. */
  retryAt: number | null;
}

/**
 * An attempt failed: try again at `retryAt` (or give up), and count one failure in a row on the
 * subscription; the one that reaches WEBHOOK_DELIVERY.disableAfterFailures turns it off (reason
 * WEBHOOK_TEXTS.disabledAfterFailures) with an audit entry 'webhook.autoDisable', all in one
 * transaction. Answers the subscription when this attempt turned it off (its owner is then mailed).
 * @example const disabled = await markWebhookAttemptFailed(db, 'd1', 'worker-1', { status: 500, error: 'HTTP 500', retryAt }, now);
 */
export async function markWebhookAttemptFailed(
  db: Kysely<Database>,
  deliveryID: string,
  workerID: string,
  failure: FailedAttempt,
  now: number,
): Promise<WebhookRow | null> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('webhook_deliveries')
      .set({
        state: failure.retryAt === null ? 'failed' : 'pending',
        next_attempt_at: failure.retryAt ?? now,
        response_status: failure.status,
        error: failure.error,
        claimed_by: null,
        lease_until: null,
        last_attempt_at: now,
      })
      .where('delivery_id', '=', deliveryID)
      .where('claimed_by', '=', workerID)
      .where('state', '=', 'sending')
      .returning('webhook_id')
      .executeTakeFirst();
    if (!marked) return null;
    const counted = await trx
      .updateTable('webhooks')
      .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1) }))
      .where('webhook_id', '=', marked.webhook_id)
      .returning(['consecutive_failures', 'enabled'])
      .executeTakeFirst();
    if (!counted || counted.enabled !== 1 || counted.consecutive_failures < WEBHOOK_DELIVERY.disableAfterFailures) return null;
    await trx
      .updateTable('webhooks')
      .set((eb) => ({ enabled: 0, disabled_reason: WEBHOOK_TEXTS.disabledAfterFailures, version: eb('version', '+', 1), updated_at: now }))
      .where('webhook_id', '=', marked.webhook_id)
      .execute();
    const after = { enabled: false, disabledReason: WEBHOOK_TEXTS.disabledAfterFailures, consecutiveFailures: counted.consecutive_failures };
    await recordAudit(trx, { producerID: SERVER_ACTOR, action: 'webhook.autoDisable', target: marked.webhook_id, before: { enabled: true }, after, at: now });
    return (await findWebhook(trx, marked.webhook_id)) ?? null;
  });
}

/**
 * A subscription's delivery log, newest first, at most `limit` entries.
 * @example const log = await webhookDeliveryLog(db, 'w1', 100);
 */
export async function webhookDeliveryLog(db: Kysely<Database>, webhookID: string, limit: number): Promise<WebhookDelivery[]> {
  const rows = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.event_id', 'd.event_id')
    .selectAll('d')
    .select('e.type')
    .where('d.webhook_id', '=', webhookID)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.delivery_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ type, ...row }) => deliveryFromRow(row, type));
}

/**
 * Queue a finished (delivered or failed) delivery's event again for its subscription: a new
 * pending delivery with the same event id. Answers it, 'missing', or 'notFinished' while the
 * original is still pending.
 * @example const again = await resendWebhookDelivery(db, 'd1', now);
 */
export async function resendWebhookDelivery(db: Kysely<Database>, deliveryID: string, now: number): Promise<WebhookDelivery | 'missing' | 'notFinished'> {
  return db.transaction().execute(async (trx) => {
    const original = await trx
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_events as e', 'e.event_id', 'd.event_id')
      .select(['d.webhook_id', 'd.event_id', 'd.state', 'e.type'])
      .where('d.delivery_id', '=', deliveryID)
      .executeTakeFirst();
    if (!original) return 'missing';
    if (OPEN_STATES.includes(original.state)) return 'notFinished';
    const row = newDeliveryRow(original.webhook_id, original.event_id, now);
    await trx.insertInto('webhook_deliveries').values(row).execute();
    return deliveryFromRow(row, original.type);
  });
}

/**
 * Deliveries waiting to be sent, over every subscription (for the metrics).
 * @example const waiting = await pendingWebhookDeliveries(db);
 */
export async function pendingWebhookDeliveries(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('state', 'in', OPEN_STATES)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Forget the history older than `before`: finished deliveries (delivered or given up) whose last
 * attempt was before it, then events older than it with no delivery left. Deliveries still waiting
 * are never touched, so nothing due is lost; several instances may run it at once.
 * @example const { deliveries, events } = await pruneWebhookHistory(db, now - WEBHOOK_DELIVERY.keepFinishedMs);
 */
export async function pruneWebhookHistory(db: Kysely<Database>, before: number): Promise<{ deliveries: number; events: number }> {
  const deliveries = await db
    .deleteFrom('webhook_deliveries')
    .where('state', 'in', ['delivered', 'failed'])
    .where((eb) => eb(eb.fn.coalesce('last_attempt_at', 'created_at'), '<', before))
    .executeTakeFirst();
  const events = await db
    .deleteFrom('webhook_events')
    .where('created_at', '<', before)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('webhook_deliveries').select('delivery_id').whereRef('webhook_deliveries.event_id', '=', 'webhook_events.event_id'))))
    .executeTakeFirst();
  return { deliveries: Number(deliveries.numDeletedRows), events: Number(events.numDeletedRows) };
}
