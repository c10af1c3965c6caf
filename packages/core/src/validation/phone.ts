import { messages } from './messages';
import { isBlank, type TextValue } from './text';

/**
 * The phone mask of the attendee form.
 * @example <input placeholder={PHONE_MASK} />
 */
export const PHONE_MASK = '(999) 999-9999';

/**
 * Apply the (999) 999-9999 mask while typing or pasting: digits are kept (first 10), everything
 * else is dropped, and the mask's punctuation appears as digits arrive.
 * @example formatPhone('5551234') // '(555) 123-4'
 * @example formatPhone('555.123.4567') // '(555) 123-4567'
 * @example formatPhone('') // ''
 */
export function formatPhone(typed: TextValue): string {
  const digits = (typed ?? '').replace(/\D/g, '').slice(0, 10);
  if (digits === '') return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}

/**
 * True for a complete masked number, e.g. '(555) 123-4567'.
 * @example isCompletePhone('(555) 123-4567') // true
 */
export function isCompletePhone(value: TextValue): boolean {
  return /^\(\d{3}\) \d{3}-\d{4}$/.test((value ?? '').trim());
}

/**
 * Phone field: 'Required' when mandatory and blank; when non-empty it must fill the mask.
 * @example validatePhone('(555) 123', { required: false }) // 'Phone number must be in the format (999) 999-9999'
 */
export function validatePhone(value: TextValue, options: { required: boolean }): string | null {
  if (isBlank(value)) return options.required ? messages.required : null;
  return isCompletePhone(value) ? null : messages.phoneInvalid;
}

/**
 * Normalise a phone number from an import: 10 digits (or 11 starting with the country code 1)
 * are put in the mask; anything else is returned trimmed, for validation to flag.
 * @example normalizePhone('+1 555-123-4567') // '(555) 123-4567'
 */
export function normalizePhone(value: TextValue): string {
  const text = (value ?? '').trim();
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return formatPhone(digits);
  if (digits.length === 11 && digits.startsWith('1')) return formatPhone(digits.slice(1));
  return text;
}
