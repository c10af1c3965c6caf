// Tables of mail: the outbox (the user pool's kept mail), email templates (migration 020) and the
// template-mail queue (migration 031). Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { Flag, JsonText, Millis } from '../platform/db/columns';

export interface OutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: Millis;
}

export interface EmailTemplatesTable {
  email_template_id: string;
  booking_id: string;
  name: string;
  subject: string;
  /** Sender display name. */
  from_name: string;
  reply_to: string;
  body: string;
  html: Flag;
  system: Flag;
  created_at: Millis;
  updated_at: Millis;
  /** Moves by 1 on every stored change of what the producer edits (migration 035, issue 25). */
  version: number;
  /** JSON { [language]: { subject, body } }, '{}' when none (migration 037, issue 27). */
  translations: JsonText;
}

/**
 * Where one delivery stands: waiting (claimed or not), handed to the mail server ('sending': the
 * worker set it just before the SMTP call), accepted by it ('sent', set right after), or given up.
 * A 'sending' delivery whose claim ran out was in flight when its worker died: it is tried again,
 * with the same Message-ID (issue 32 §9). The API shows 'sending' as 'queued' (see publicDeliveryState).
 */
export type DeliveryState = 'queued' | 'sending' | 'sent' | 'failed';

/** The states the API answers (core's EmailDeliveryState): 'sending' is still waiting for the mail server's answer. */
export type PublicDeliveryState = Exclude<DeliveryState, 'sending'>;

/**
 * The state the API answers for a stored one.
 * @example publicDeliveryState('sending') // 'queued'
 */
export function publicDeliveryState(state: DeliveryState): PublicDeliveryState {
  return state === 'sending' ? 'queued' : state;
}

/**
 * The mail queue: one row per recipient of a send, holding the rendered message so a restart or
 * another instance can deliver it.
 */
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
  /** The calendar invitation the mail carries as `invite.ics` (RFC 5545, METHOD:REQUEST); null when none (migration 038, issue 27). */
  ics: string | null;
}
