import { messages } from '../validation/messages';
import { isBlank, type TextValue } from '../validation/text';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * How names sort everywhere (docs/reference/portal.md §9, "Lists sorted ascending by name"): ascending,
 * ignoring case and accents, numbers in numeric order ('Room 2' before 'Room 10'); names equal
 * that way fall back to their code-unit order, so both backends give one stable order.
 * @example ['beta', 'Alpha', 'Room 10', 'Room 2'].sort(compareNames) // ['Alpha', 'beta', 'Room 2', 'Room 10']
 */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || byCodeUnits(a, b);
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A sorted copy of `items` by the name `nameOf` reads, with {@link compareNames}.
 * @example sortByName(calendars, (c) => c.calendarName)
 */
export function sortByName<T>(items: Iterable<T>, nameOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareNames(nameOf(a), nameOf(b)));
}

/** A name as stored (trimmed), or the message of a blank one. */
export type NameCheck = { ok: true; name: string } | { ok: false; error: string };

/**
 * The one blank-name rule: a name is required and stored trimmed.
 * @example requireName('  Spring ') // { ok: true, name: 'Spring' }
 * @example requireName('   ') // { ok: false, error: 'Required' }
 */
export function requireName(value: TextValue): NameCheck {
  if (isBlank(value)) return { ok: false, error: messages.required };
  return { ok: true, name: (value as string).trim() };
}

/** The name parts people are sorted by. */
export interface PersonName {
  lastName: string;
  firstName: string;
}

/**
 * A sorted copy of guests or presenters: by last name, then first name, with {@link compareNames}.
 * @example sortByPersonName(registrations, (r) => r.registrationData)[0].registrationData.lastName
 */
export function sortByPersonName<T>(items: Iterable<T>, nameOf: (item: T) => PersonName): T[] {
  return [...items].sort((a, b) => {
    const x = nameOf(a);
    const y = nameOf(b);
    return (
      collator.compare(x.lastName, y.lastName) ||
      collator.compare(x.firstName, y.firstName) ||
      byCodeUnits(x.lastName, y.lastName) ||
      byCodeUnits(x.firstName, y.firstName)
    );
  });
}
