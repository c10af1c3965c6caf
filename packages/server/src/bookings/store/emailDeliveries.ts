import type { EmailDelivery } from '@greenroom/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { deliveriesOfBooking } from '../mail/mailQueue';

/**
 * Every template delivery of a booking as GET /email-deliveries answers it, oldest first (the UI
 * keeps the latest per registration and template).
 * @example const deliveries = await bookingDeliveries(db, 'b1'); deliveries[0]?.state // 'sent'
 */
export async function bookingDeliveries(db: Kysely<Database>, bookingID: string): Promise<EmailDelivery[]> {
  return (await deliveriesOfBooking(db, bookingID)).map((row) => ({
    deliveryID: row.delivery_id,
    sendID: row.send_id,
    registrationID: row.registration_id,
    emailTemplateID: row.email_template_id,
    state: row.state,
    attempts: row.attempts,
    reason: row.reason,
    updatedAt: row.updated_at,
  }));
}
