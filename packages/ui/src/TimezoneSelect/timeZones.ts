/**
 * The browser's own IANA timezone, e.g. 'America/Chicago' ('UTC' when the runtime cannot tell).
 *
 * @example
 * const defaultZone = guessTimeZone();
 */
export function guessTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Every IANA timezone the runtime knows, `first` (usually the browser's guess) at the top and the
 * rest in the runtime's alphabetical order.
 *
 * @example
 * listTimeZones(guessTimeZone()); // ['America/Chicago', 'Africa/Abidjan', ...]
 */
export function listTimeZones(first?: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  if (!first) return [...known];
  return [first, ...known.filter((zone) => zone !== first)];
}

const normalise = (text: string) => text.toLowerCase().replace(/_/g, ' ');

/**
 * Zones whose name contains the query, ignoring case; underscores and spaces count as the same.
 *
 * @example
 * filterTimeZones(listTimeZones(), 'new york'); // ['America/New_York']
 */
export function filterTimeZones(zones: string[], query: string): string[] {
  const wanted = normalise(query.trim());
  if (!wanted) return zones;
  return zones.filter((zone) => normalise(zone).includes(wanted));
}
