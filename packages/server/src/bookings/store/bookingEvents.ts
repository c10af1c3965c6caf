import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { projectOfSpace, recordWebhookEvent } from '../../webhooks/store/events';
import { loadBooking } from './bookingRows';

/**
 * Report a booking's creation or change to its project's webhooks, inside the transaction of the
 * change, with the booking as the API answers it at that point.
 * @example await recordBookingEvent(trx, 'booking.updated', 'b1', now);
 */
export async function recordBookingEvent(trx: Kysely<Database>, type: 'booking.created' | 'booking.updated', bookingID: string, at: number): Promise<void> {
  const booking = await loadBooking(trx, bookingID);
  if (!booking) return;
  const projectID = await projectOfSpace(trx, booking.spaceID);
  if (projectID === null) return;
  await recordWebhookEvent(trx, { type, projectID, data: booking }, at);
}

/**
 * Report a booking's deletion (its ids) to its project's webhooks; call it before the rows go.
 * @example await recordBookingDeleted(trx, 'b1', now);
 */
export async function recordBookingDeleted(trx: Kysely<Database>, bookingID: string, at: number): Promise<void> {
  const row = await trx
    .selectFrom('bookings')
    .innerJoin('spaces', 'spaces.space_id', 'bookings.space_id')
    .select(['bookings.booking_id', 'bookings.space_id', 'spaces.project_id'])
    .where('bookings.booking_id', '=', bookingID)
    .executeTakeFirst();
  if (!row) return;
  await recordWebhookEvent(trx, { type: 'booking.deleted', projectID: row.project_id, data: { bookingID: row.booking_id, spaceID: row.space_id } }, at);
}
