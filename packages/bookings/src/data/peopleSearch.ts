import { matchesNameSearch, type Registration } from '@greenroom/core';

/**
 * The people lists' search (Guest List, Presenters): core's name search ('first last', any case)
 * widened to the email address and the company. A blank query matches everyone.
 * @example matchesPeopleSearch('acme', ada) // true when Ada's company is 'ACME Corp'
 */
export function matchesPeopleSearch(query: string, person: Pick<Registration, 'registrationData'>): boolean {
  const data = person.registrationData;
  if (matchesNameSearch(query, data)) return true;
  const needle = query.trim().toLowerCase();
  return data.emailAddress.toLowerCase().includes(needle) || data.company.toLowerCase().includes(needle);
}
