import type { Calendar } from '@greenroom/core';

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * Calendars sorted ascending by name (docs/reference/portal.md §9), case-insensitively, ties by id so the
 * order is stable. Returns a new array.
 * @example
 * sortCalendarsByName([{ calendarName: 'b' }, { calendarName: 'A' }]) // A, b
 */
export function sortCalendarsByName<T extends Pick<Calendar, 'calendarName' | 'calendarID'>>(calendars: readonly T[]): T[] {
  return [...calendars].sort(
    (a, b) => collator.compare(a.calendarName, b.calendarName) || (a.calendarID < b.calendarID ? -1 : 1),
  );
}
