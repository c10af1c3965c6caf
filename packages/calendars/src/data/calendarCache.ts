import { queryKeys, removeDetail, removeFromList, setDetail, upsertInList, type Calendar } from '@greenroom/core';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Writes a saved calendar into the cached list of its space and its own cache entry.
 * @example storeCalendar(client, saved);
 */
export function storeCalendar(client: QueryClient, calendar: Calendar): void {
  upsertInList(client, queryKeys.calendars.list(calendar.spaceID), calendar, 'calendarID');
  setDetail(client, queryKeys.calendars.detail(calendar.calendarID), calendar);
}

/**
 * Drops a deleted calendar from the list of its space and forgets its own entry.
 * @example forgetCalendar(client, { calendarID: 'c1', spaceID: 's1' });
 */
export function forgetCalendar(client: QueryClient, calendar: Pick<Calendar, 'calendarID' | 'spaceID'>): void {
  removeFromList<Calendar, 'calendarID'>(client, queryKeys.calendars.list(calendar.spaceID), calendar.calendarID, 'calendarID');
  removeDetail(client, queryKeys.calendars.detail(calendar.calendarID));
}
