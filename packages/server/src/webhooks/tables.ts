// Webhook subscriptions, their events (the outbox) and deliveries (the queue), migration 036 (issue 28).
// Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { WebhookEventType } from '@greenroom/core';
import type { Flag, JsonText, Millis } from '../platform/db/columns';

export interface WebhooksTable {
  webhook_id: string;
  project_id: string;
  /** Who created it: mailed when the server turns it off. */
  producer_id: string;
  url: string;
  /** JSON WebhookEventType[]. */
  events: JsonText;
  enabled: Flag;
  disabled_reason: string | null;
  /** Kept in clear: the server signs every delivery with it. */
  secret: string;
  /** The secret before the last rotation, still signing (a second v1) until previous_secret_until. */
  previous_secret: string | null;
  previous_secret_until: Millis | null;
  secret_rotated_at: Millis | null;
  /** Failed attempts in a row; a 2xx resets it, WEBHOOK_DELIVERY.disableAfterFailures turns the subscription off. */
  consecutive_failures: number;
  version: number;
  created_at: Millis;
  updated_at: Millis;
}

/** One change to report, written in the transaction of the change itself. */
export interface WebhookEventsTable {
  event_id: string;
  project_id: string;
  type: WebhookEventType;
  /** JSON: the record as the API answers it (for a deletion, its ids). */
  data: JsonText;
  created_at: Millis;
}

/**
 * Where one delivery stands: waiting (claimed or not), 'sending' (a worker posted it and waits for
 * the answer; a claim that ran out makes it due again), delivered (2xx) or given up. The API shows
 * 'sending' as 'pending'.
 */
export type StoredWebhookDeliveryState = 'pending' | 'sending' | 'delivered' | 'failed';

export interface WebhookDeliveriesTable {
  delivery_id: string;
  webhook_id: string;
  event_id: string;
  state: StoredWebhookDeliveryState;
  attempts: number;
  /** Not tried before this time (backoff). */
  next_attempt_at: Millis;
  /** The worker holding the delivery, until `lease_until`; then any worker may take it again. */
  claimed_by: string | null;
  lease_until: Millis | null;
  /** The receiver's last HTTP status (null when it could not be reached or was not tried yet). */
  response_status: number | null;
  /** Why the last attempt failed. */
  error: string | null;
  created_at: Millis;
  last_attempt_at: Millis | null;
}
