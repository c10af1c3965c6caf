import type { AdminMailDelivery, EmailDeliveryState } from '@greenroom/core';
import type { Kysely } from 'kysely';
import { adminDeliveries } from '../bookings/mail/mailQueue';
import type { Database } from '../db/types';

/**
 * Template deliveries across all bookings as the super-admin lists them, newest first, optionally
 * of one state; a deleted booking or template answers an empty name.
 * @example const failed = await adminMailDeliveries(db, { state: 'failed', limit: 200 });
 */
export async function adminMailDeliveries(db: Kysely<Database>, filter: { state?: EmailDeliveryState; limit: number }): Promise<AdminMailDelivery[]> {
  const rows = await adminDeliveries(db, filter);
  return rows.map((row) => ({
    deliveryID: row.delivery_id,
    recipient: row.recipient,
    subject: row.subject,
    bookingID: row.booking_id,
    bookingName: row.booking_name ?? '',
    emailTemplateID: row.email_template_id,
    emailTemplateName: row.email_template_name ?? '',
    state: row.state,
    reason: row.reason,
    attempts: Number(row.attempts),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  }));
}
