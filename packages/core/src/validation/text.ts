import { collectFieldErrors, type FieldErrors } from './fieldErrors';
import { messages } from './messages';

/**
 * A text input's value as forms hold it; null and undefined count as empty.
 * @example const value: TextValue = undefined
 */
export type TextValue = string | null | undefined;

/**
 * True when the value is empty after trimming.
 * @example isBlank('  ') // true
 */
export function isBlank(value: TextValue): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * 'Required' when the value is blank after trimming, otherwise null.
 * Used for project, calendar, presentation and template names, booking IDs (usage repair, cache),
 * login codes and link error messages.
 * @example validateRequired('  ') // 'Required'
 * @example validateRequired('Main Hall') // null
 */
export function validateRequired(value: TextValue): string | null {
  return isBlank(value) ? messages.required : null;
}

/**
 * A max-length message when the trimmed value has more than `max` characters (code points).
 * @example validateMaxLength('abcdef', 5) // 'Must be at most 5 characters'
 * @example validateMaxLength('abcde', 5) // null
 */
export function validateMaxLength(value: TextValue, max: number): string | null {
  return textLength((value ?? '').trim()) > max ? messages.maxLength(max) : null;
}

/**
 * Length in user-visible code points (an emoji counts once, unlike String#length).
 * @example textLength('a😀') // 2
 */
export function textLength(value: string): number {
  return [...value].length;
}

/**
 * 'Required' for every listed field that is blank after trimming.
 * @example requiredFieldErrors({ name: '', port: '443' }) // { name: 'Required' }
 */
export function requiredFieldErrors<K extends string>(values: Record<K, TextValue>): FieldErrors<K> {
  const results = {} as Record<K, string | null>;
  for (const key of Object.keys(values) as K[]) results[key] = validateRequired(values[key]);
  return collectFieldErrors(results);
}
