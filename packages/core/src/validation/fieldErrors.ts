/**
 * Errors of a form, keyed by field; a field without an entry is valid.
 * @example const errors: FieldErrors<'name'> = { name: 'Required' };
 */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * True when a field-error map holds at least one message.
 * @example hasFieldErrors({}) // false
 * @example hasFieldErrors({ name: 'Required' }) // true
 */
export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => typeof message === 'string');
}

/**
 * Build a field-error map from per-field results, keeping only the non-null ones.
 * @example collectFieldErrors({ a: null, b: 'Required' }) // { b: 'Required' }
 */
export function collectFieldErrors<K extends string>(results: Record<K, string | null>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(results) as K[]) {
    const message = results[key];
    if (message !== null) errors[key] = message;
  }
  return errors;
}
