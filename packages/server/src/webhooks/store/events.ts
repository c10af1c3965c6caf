import type { WebhookEventType } from '@greenroom/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { fromJson, toJson } from '../../platform/db/json';
import { newId } from '../../platform/lib/tokens';

/** One change to report to a project's webhooks. `data` is the record as the API answers it (for a deletion, its ids). */
export interface WebhookEventInput {
  type: WebhookEventType;
  projectID: string;
  data: unknown;
}

// Rows per INSERT: 7 bound values each, well under SQLite's and PostgreSQL's parameter limits.
const INSERT_CHUNK = 500;

/**
 * The outbox of webhooks: store each event and one pending delivery per enabled subscription of
 * its project that wants its type, in the transaction of the change itself, so an event exists
 * exactly when its change was committed (the worker sends it later, from any instance). An event
 * no subscription wants is not stored at all. Answers the ids of the events stored.
 * @example
 * await db.transaction().execute(async (trx) => {
 *   await insertBooking(trx, …);
 *   await recordWebhookEvents(trx, [{ type: 'booking.created', projectID, data: booking }], now);
 * });
 */
export async function recordWebhookEvents(trx: Kysely<Database>, events: readonly WebhookEventInput[], at: number): Promise<string[]> {
  if (events.length === 0) return [];
  const projectIDs = [...new Set(events.map((event) => event.projectID))];
  const subscriptions = await trx
    .selectFrom('webhooks')
    .select(['webhook_id', 'project_id', 'events'])
    .where('project_id', 'in', projectIDs)
    .where('enabled', '=', 1)
    .execute();
  if (subscriptions.length === 0) return [];
  const wanted = subscriptions.map((row) => ({ webhookID: row.webhook_id, projectID: row.project_id, types: fromJson<WebhookEventType[]>(row.events) }));
  const eventRows = [];
  const deliveryRows = [];
  for (const event of events) {
    const takers = wanted.filter((w) => w.projectID === event.projectID && w.types.includes(event.type));
    if (takers.length === 0) continue;
    const eventID = newId();
    eventRows.push({ event_id: eventID, project_id: event.projectID, type: event.type, data: toJson(event.data), created_at: at });
    for (const taker of takers) deliveryRows.push(newDeliveryRow(taker.webhookID, eventID, at));
  }
  for (let start = 0; start < eventRows.length; start += INSERT_CHUNK) {
    await trx.insertInto('webhook_events').values(eventRows.slice(start, start + INSERT_CHUNK)).execute();
  }
  for (let start = 0; start < deliveryRows.length; start += INSERT_CHUNK) {
    await trx.insertInto('webhook_deliveries').values(deliveryRows.slice(start, start + INSERT_CHUNK)).execute();
  }
  return eventRows.map((row) => row.event_id);
}

/**
 * {@link recordWebhookEvents} for one event. Answers its id, or null when no subscription wants it.
 * @example await recordWebhookEvent(trx, { type: 'registration.created', projectID, data: registration }, now);
 */
export async function recordWebhookEvent(trx: Kysely<Database>, event: WebhookEventInput, at: number): Promise<string | null> {
  return (await recordWebhookEvents(trx, [event], at))[0] ?? null;
}

/**
 * A new, due delivery of an event to a subscription.
 * @example await trx.insertInto('webhook_deliveries').values(newDeliveryRow('w1', 'e1', now)).execute();
 */
export function newDeliveryRow(webhookID: string, eventID: string, at: number) {
  return {
    delivery_id: newId(),
    webhook_id: webhookID,
    event_id: eventID,
    state: 'pending' as const,
    attempts: 0,
    next_attempt_at: at,
    claimed_by: null,
    lease_until: null,
    response_status: null,
    error: null,
    created_at: at,
    last_attempt_at: null,
  };
}

/**
 * The project of a space (where events of its bookings go), or null when it is gone.
 * @example const projectID = await projectOfSpace(trx, booking.spaceID);
 */
export async function projectOfSpace(db: Kysely<Database>, spaceID: string): Promise<string | null> {
  const row = await db.selectFrom('spaces').select('project_id').where('space_id', '=', spaceID).executeTakeFirst();
  return row?.project_id ?? null;
}

/**
 * The project of a booking, or null when it is gone.
 * @example const projectID = await projectOfBooking(trx, 'b1');
 */
export async function projectOfBooking(db: Kysely<Database>, bookingID: string): Promise<string | null> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('spaces', 'spaces.space_id', 'bookings.space_id')
    .select('spaces.project_id')
    .where('bookings.booking_id', '=', bookingID)
    .executeTakeFirst();
  return row?.project_id ?? null;
}
