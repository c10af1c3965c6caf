// Its own module: the people lists' search needs it on their first screen, without the rest of
// the attendance rules (a shared module is loaded whole by every chunk that needs any of it).

/**
 * The presenter and attendee search (docs/reference/bookings.md §5): a case-insensitive substring match on
 * 'first last'. A blank query matches everyone.
 * @example matchesNameSearch('ada l', { firstName: 'Ada', lastName: 'Lovelace' }) // true
 */
export function matchesNameSearch(query: string, person: { firstName?: string; lastName?: string }): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return `${person.firstName ?? ''} ${person.lastName ?? ''}`.toLowerCase().includes(needle);
}
