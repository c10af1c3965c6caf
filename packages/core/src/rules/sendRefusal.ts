import { isValidEmail } from '../validation/email';
import type { FieldErrors } from '../validation/fieldErrors';
import { messages } from '../validation/messages';

/** The most recipients one send takes (POST /email-parse-request). */
export const MAX_SEND_RECIPIENTS = 10_000;

/**
 * Why a send refuses one recipient (its entry in the answer's `failed`), as the server words it.
 * @example SEND_REFUSALS.noValidAddress // 'This registration has no valid email address'
 */
export const SEND_REFUSALS = {
  registrationNotFound: 'Registration not found',
  noValidAddress: 'This registration has no valid email address',
  /** Not worded by the spec (it only states the limit). */
  tooManyRecipients: `A send may have at most ${MAX_SEND_RECIPIENTS} recipients`,
} as const;

/**
 * The field error of a send's recipient list: none chosen ('Required') or more than
 * {@link MAX_SEND_RECIPIENTS}; an empty object when the list is fine (a 400 otherwise).
 * @example checkRecipientList([]) // { toSend: 'Required' }
 * @example checkRecipientList(['registration-1']) // {}
 */
export function checkRecipientList(toSend: readonly unknown[]): FieldErrors<'toSend'> {
  if (toSend.length === 0) return { toSend: messages.required };
  if (toSend.length > MAX_SEND_RECIPIENTS) return { toSend: SEND_REFUSALS.tooManyRecipients };
  return {};
}

/**
 * The registration ids of a send, once each, in order (a recipient is an id or an object with one).
 * @example recipientIDs(['a', { registrationID: 'b' }, 'a']) // ['a', 'b']
 */
export function recipientIDs(toSend: ReadonlyArray<string | { registrationID: string }>): string[] {
  return [...new Set(toSend.map((r) => (typeof r === 'string' ? r : r.registrationID)))];
}

/** What the send rule reads of a recipient: the booking it belongs to and its email address. */
export interface SendRecipient {
  bookingID: string;
  registrationData: { emailAddress: string };
}

/** A recipient the send takes, with the trimmed address to write to, or the reason it is refused. */
export type RecipientCheck<T extends SendRecipient = SendRecipient> = { ok: true; recipient: T; to: string } | { ok: false; message: string };

/**
 * Whether one recipient of a send to `bookingID` gets the mail: refused when it is not a
 * registration of that booking (attendee or presenter), or has no valid address.
 * @example checkRecipient(undefined, 'booking-1') // { ok: false, message: 'Registration not found' }
 * @example checkRecipient({ bookingID: 'booking-1', registrationData: { emailAddress: ' ada@example.com ' } }, 'booking-1') // { ok: true, recipient, to: 'ada@example.com' }
 */
export function checkRecipient<T extends SendRecipient>(recipient: T | undefined, bookingID: string): RecipientCheck<T> {
  if (!recipient || recipient.bookingID !== bookingID) return { ok: false, message: SEND_REFUSALS.registrationNotFound };
  const to = recipient.registrationData.emailAddress.trim();
  if (!isValidEmail(to)) return { ok: false, message: SEND_REFUSALS.noValidAddress };
  return { ok: true, recipient, to };
}
