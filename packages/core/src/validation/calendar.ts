import { validateMaxLength, validateRequired, type TextValue } from './text';

/**
 * The longest calendar name the server stores (its schema: `calendarName` maxLength 100).
 * @example <input maxLength={CALENDAR_NAME_MAX_LENGTH} />
 */
export const CALENDAR_NAME_MAX_LENGTH = 100;

/**
 * 'Required' for a blank name, the max-length message for a name over
 * {@link CALENDAR_NAME_MAX_LENGTH} characters after trimming, otherwise null.
 * @example validateCalendarName('  ') // 'Required'
 * @example validateCalendarName('x'.repeat(101)) // 'Must be at most 100 characters'
 */
export function validateCalendarName(value: TextValue): string | null {
  return validateRequired(value) ?? validateMaxLength(value, CALENDAR_NAME_MAX_LENGTH);
}
