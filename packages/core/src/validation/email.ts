import { messages } from './messages';
import { isBlank, type TextValue } from './text';

// WHATWG's "valid e-mail address" with at least one dot in the domain (a@b is refused).
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * True for an address like name@example.com (surrounding spaces ignored).
 * @example isValidEmail('ada@example.com') // true
 * @example isValidEmail('ada@example') // false
 */
export function isValidEmail(value: TextValue): boolean {
  return EMAIL_PATTERN.test((value ?? '').trim());
}

// The same, with the domain's dots optional: what a mail header's address may be (no-reply@localhost).
const MAILBOX_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * True for an address a mail header can carry: WHATWG's valid e-mail address, whose domain may be
 * a single label (a server's default reply-to, no-reply@localhost, is one). Surrounding spaces ignored.
 * @example isMailboxAddress('no-reply@localhost') // true
 * @example isMailboxAddress('events team') // false
 */
export function isMailboxAddress(value: TextValue): boolean {
  return MAILBOX_PATTERN.test((value ?? '').trim());
}

/**
 * A template's reply-to address: 'Required' when blank, else it must be an address mail can carry
 * (an invalid one would be dropped from the mail without a word).
 * @example validateReplyTo('events@example.com') // null
 * @example validateReplyTo('events at example') // 'Reply-to must be a valid email address'
 */
export function validateReplyTo(value: TextValue): string | null {
  if (isBlank(value)) return messages.required;
  return isMailboxAddress(value) ? null : messages.replyToInvalid;
}

/**
 * Attendee/presenter email: 'Required' when mandatory and blank; when non-empty it must be valid.
 * @example validateEmail('ada@', { required: false }) // 'Email must be a valid email address'
 * @example validateEmail('', { required: false }) // null
 */
export function validateEmail(value: TextValue, options: { required: boolean }): string | null {
  if (isBlank(value)) return options.required ? messages.required : null;
  return isValidEmail(value) ? null : messages.emailInvalid;
}

/**
 * Resending an invite needs a valid email on the record.
 * @example validateInviteEmail('') // 'Please enter a valid email address for this presenter'
 */
export function validateInviteEmail(value: TextValue): string | null {
  return isValidEmail(value) ? null : messages.presenterEmailInvalid;
}
