/** The locale every table is written in first; its texts are the product reference's exact words. */
export const DEFAULT_LOCALE = 'en';

/**
 * The best of `available` for a requested BCP 47 locale: the exact tag, then its language
 * ('de-AT' → 'de'), then English.
 * @example matchLocale('de-AT', ['en', 'de']) // 'de'
 */
export function matchLocale(requested: string | undefined, available: readonly string[]): string {
  if (!requested) return DEFAULT_LOCALE;
  const wanted = requested.toLowerCase();
  const exact = available.find((tag) => tag.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return available.find((tag) => tag.toLowerCase() === language) ?? DEFAULT_LOCALE;
}
