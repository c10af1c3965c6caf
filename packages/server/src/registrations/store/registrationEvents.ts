import type { WebhookEventType } from '@greenroom/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { projectOfBooking, recordWebhookEvents } from '../../webhooks/store/events';
import type { RegistrationsTable } from '../tables';
import { registrationFromRow } from './registrations';

// Ids per look-up of changed guests: well under both databases' parameter limits.
const SELECT_CHUNK = 500;

/**
 * Report guests (attendee registrations) created or changed to their booking's project's webhooks,
 * inside the transaction of the change, each as the API answers it.
 * @example await recordRegistrationEvents(trx, 'registration.created', 'b1', [row], now);
 */
export async function recordRegistrationEvents(
  trx: Kysely<Database>,
  type: Extract<WebhookEventType, 'registration.created' | 'registration.updated' | 'registration.approved' | 'registration.denied' | 'registration.offered' | 'registration.cancelled'>,
  bookingID: string,
  rows: readonly RegistrationsTable[],
  at: number,
): Promise<void> {
  if (rows.length === 0) return;
  const projectID = await projectOfBooking(trx, bookingID);
  if (projectID === null) return;
  await recordWebhookEvents(trx, rows.map((row) => ({ type, projectID, data: registrationFromRow(row) })), at);
}

/**
 * {@link recordRegistrationEvents} for guests named by id, read as stored now (after the change).
 * @example await recordRegistrationsChanged(trx, 'b1', ['r1', 'r2'], now);
 */
export async function recordRegistrationsChanged(
  trx: Kysely<Database>,
  bookingID: string,
  registrationIDs: readonly string[],
  at: number,
  type: Parameters<typeof recordRegistrationEvents>[1] = 'registration.updated',
): Promise<void> {
  const rows: RegistrationsTable[] = [];
  for (let start = 0; start < registrationIDs.length; start += SELECT_CHUNK) {
    const ids = registrationIDs.slice(start, start + SELECT_CHUNK);
    rows.push(...(await trx.selectFrom('registrations').selectAll().where('registration_id', 'in', ids).execute()));
  }
  await recordRegistrationEvents(trx, type, bookingID, rows, at);
}

/**
 * Report a guest's removal (registration.cancelled, with its ids) to its booking's project's webhooks.
 * @example await recordRegistrationCancelled(trx, { registrationID: 'r1', bookingID: 'b1' }, now);
 */
export async function recordRegistrationCancelled(trx: Kysely<Database>, ids: { registrationID: string; bookingID: string }, at: number): Promise<void> {
  const projectID = await projectOfBooking(trx, ids.bookingID);
  if (projectID === null) return;
  await recordWebhookEvents(trx, [{ type: 'registration.cancelled', projectID, data: ids }], at);
}
