/**
 * The mail queue's table (migration 031), merged into the server's `Database` type: one row per
 * recipient of a send, holding the rendered message so a restart or another instance can deliver it.
 */
import type { Millis } from '../../db/types';

/** Where one delivery stands: waiting (or being tried), accepted by the mail server, or given up. */
export type DeliveryState = 'queued' | 'sent' | 'failed';

export interface MailDeliveriesTable {
  delivery_id: string;
  /** One id per POST /email-parse-request. */
  send_id: string;
  booking_id: string;
  registration_id: string;
  email_template_id: string;
  recipient: string;
  from_name: string;
  reply_to: string;
  subject: string;
  text: string;
  html: string;
  state: DeliveryState;
  attempts: number;
  /** Not tried before this time (backoff). */
  next_attempt_at: Millis;
  /** The worker holding the delivery, until `lease_until`; then any worker may take it again. */
  claimed_by: string | null;
  lease_until: Millis | null;
  /** Why the last attempt failed ('' when none did). */
  reason: string;
  created_at: Millis;
  updated_at: Millis;
}

declare module '../../db/types' {
  interface Database {
    mail_deliveries: MailDeliveriesTable;
  }
}
