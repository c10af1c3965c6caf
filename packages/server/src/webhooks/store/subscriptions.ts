import type { Webhook, WebhookEventType } from '@greenroom/core';
import { FIRST_VERSION, WEBHOOK_SECRET_PREFIX } from '@greenroom/core/rules';
import type { Kysely, Selectable } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import { flag, fromJson, isSet, toJson } from '../../platform/db/json';
import { newId } from '../../platform/lib/tokens';
import type { WebhooksTable } from '../tables';

/** A stored subscription row. */
export type WebhookRow = Selectable<WebhooksTable>;

/** A new signing secret: `whsec_` and 256 random bits. @example newWebhookSecret() // 'whsec_Jx3…' */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

const iso = (at: number | null) => (at === null ? null : new Date(Number(at)).toISOString());

/**
 * A row → the Webhook entity (never its secrets).
 * @example webhookFromRow(row).events // ['booking.created']
 */
export function webhookFromRow(row: WebhookRow): Webhook {
  return {
    webhookID: row.webhook_id,
    projectID: row.project_id,
    url: row.url,
    events: fromJson<WebhookEventType[]>(row.events),
    enabled: isSet(row.enabled),
    disabledReason: row.disabled_reason,
    createdAt: iso(row.created_at) as string,
    secretRotatedAt: iso(row.secret_rotated_at),
    version: row.version,
  };
}

/**
 * One subscription's row, or undefined.
 * @example const row = await findWebhook(db, 'w1');
 */
export async function findWebhook(db: Kysely<Database>, webhookID: string): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhooks').selectAll().where('webhook_id', '=', webhookID).executeTakeFirst();
}

/**
 * A project's subscriptions, oldest first.
 * @example const hooks = await projectWebhooks(db, 'p1');
 */
export async function projectWebhooks(db: Kysely<Database>, projectID: string): Promise<Webhook[]> {
  const rows = await db.selectFrom('webhooks').selectAll().where('project_id', '=', projectID).orderBy('created_at').orderBy('webhook_id').execute();
  return rows.map(webhookFromRow);
}

/**
 * Store a new, enabled subscription with a fresh secret; answers its row.
 * @example const row = await insertWebhook(trx, { projectID: 'p1', producerID: 'u1', url, events }, now);
 */
export async function insertWebhook(
  db: Kysely<Database>,
  input: { projectID: string; producerID: string; url: string; events: readonly WebhookEventType[] },
  now: number,
): Promise<WebhookRow> {
  const row: WebhookRow = {
    webhook_id: newId(),
    project_id: input.projectID,
    producer_id: input.producerID,
    url: input.url,
    events: toJson(input.events),
    enabled: 1,
    disabled_reason: null,
    secret: newWebhookSecret(),
    previous_secret: null,
    previous_secret_until: null,
    secret_rotated_at: null,
    consecutive_failures: 0,
    version: FIRST_VERSION,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('webhooks').values(row).execute();
  return row;
}

/** What PUT /webhooks may change. */
export interface WebhookEdit {
  url: string;
  events: readonly WebhookEventType[];
  enabled: boolean;
}

/**
 * Save a subscription's address, events and switch at `version` (when given), moving the version
 * by one; turning it on again clears the reason it was turned off and its failure count. Answers
 * false when it is stale or gone.
 * @example if (!(await updateWebhook(trx, stored, edit, 2, now))) throw staleWrite();
 */
export async function updateWebhook(db: Kysely<Database>, stored: WebhookRow, edit: WebhookEdit, version: number | undefined, now: number): Promise<boolean> {
  const switchedOn = edit.enabled && !isSet(stored.enabled);
  let update = db
    .updateTable('webhooks')
    .set((eb) => ({
      url: edit.url,
      events: toJson(edit.events),
      enabled: flag(edit.enabled),
      ...(switchedOn ? { disabled_reason: null, consecutive_failures: 0 } : {}),
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('webhook_id', '=', stored.webhook_id);
  if (version !== undefined) update = update.where('version', '=', version);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Give a subscription a new secret; the old one keeps signing (a second v1) until `overlapUntil`.
 * Answers the new row, or undefined when it is gone.
 * @example const row = await rotateWebhookSecret(trx, 'w1', now, now + WEBHOOK_DELIVERY.rotationOverlapMs);
 */
export async function rotateWebhookSecret(db: Kysely<Database>, webhookID: string, now: number, overlapUntil: number): Promise<WebhookRow | undefined> {
  const stored = await findWebhook(db, webhookID);
  if (!stored) return undefined;
  await db
    .updateTable('webhooks')
    .set((eb) => ({
      secret: newWebhookSecret(),
      previous_secret: stored.secret,
      previous_secret_until: overlapUntil,
      secret_rotated_at: now,
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('webhook_id', '=', webhookID)
    .execute();
  return findWebhook(db, webhookID);
}

/**
 * Delete a subscription; its deliveries (pending ones included) go with it. Answers false when it was gone.
 * @example await deleteWebhook(trx, 'w1');
 */
export async function deleteWebhook(db: Kysely<Database>, webhookID: string): Promise<boolean> {
  await db.deleteFrom('webhook_deliveries').where('webhook_id', '=', webhookID).execute();
  const result = await db.deleteFrom('webhooks').where('webhook_id', '=', webhookID).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The secrets a delivery is signed with at `now`: the current one, and the previous one while the
 * rotation overlap lasts.
 * @example signingSecrets(row, Date.now()) // ['whsec_new', 'whsec_old']
 */
export function signingSecrets(row: Pick<WebhookRow, 'secret' | 'previous_secret' | 'previous_secret_until'>, now: number): string[] {
  const overlapping = row.previous_secret !== null && row.previous_secret_until !== null && Number(row.previous_secret_until) > now;
  return overlapping ? [row.secret, row.previous_secret as string] : [row.secret];
}

/**
 * Where to tell a subscription's owner that it was turned off: the owner's address and the
 * project's name; undefined when the owner is gone.
 * @example const owner = await webhookOwner(db, row); // { email: 'ada@example.com', projectName: 'Spring' }
 */
export async function webhookOwner(db: Kysely<Database>, row: Pick<WebhookRow, 'producer_id' | 'project_id'>): Promise<{ email: string; projectName: string } | undefined> {
  const owner = await db.selectFrom('producers').select('email').where('producer_id', '=', row.producer_id).executeTakeFirst();
  if (!owner) return undefined;
  const project = await db.selectFrom('projects').select('project_name').where('project_id', '=', row.project_id).executeTakeFirst();
  return { email: owner.email, projectName: project?.project_name ?? '' };
}
