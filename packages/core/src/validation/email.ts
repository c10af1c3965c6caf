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
