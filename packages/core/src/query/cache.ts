import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Cache writes after a mutation, so a feature never hand-writes `setQueryData` for the common
 * cases. Every list helper leaves a list that is not cached alone (the next fetch brings it).
 */

/**
 * Puts `item` into the cached list under `queryKey`: replaces the entry with the same `idKey`
 * value, or appends it.
 * @example
 * upsertInList(client, queryKeys.calendars.list(spaceID), saved, 'calendarID');
 */
export function upsertInList<T, K extends keyof T>(client: QueryClient, queryKey: QueryKey, item: T, idKey: K): void {
  client.setQueryData<T[]>(queryKey, (list) => {
    if (!list) return list;
    const known = list.some((entry) => entry[idKey] === item[idKey]);
    return known ? list.map((entry) => (entry[idKey] === item[idKey] ? item : entry)) : [...list, item];
  });
}

/**
 * Drops the entry whose `idKey` is `id` from the cached list under `queryKey`.
 * @example
 * removeFromList<Calendar, 'calendarID'>(client, queryKeys.calendars.list(spaceID), 'c1', 'calendarID');
 */
export function removeFromList<T, K extends keyof T>(client: QueryClient, queryKey: QueryKey, id: T[K], idKey: K): void {
  client.setQueryData<T[]>(queryKey, (list) => list?.filter((entry) => entry[idKey] !== id));
}

/**
 * Stores `item` as the cached answer of its detail query.
 * @example
 * setDetail(client, queryKeys.calendars.detail(saved.calendarID), saved);
 */
export function setDetail<T>(client: QueryClient, queryKey: QueryKey, item: T): void {
  client.setQueryData<T>(queryKey, item);
}

/**
 * Forgets a detail query (after a delete), without refetching it.
 * @example
 * removeDetail(client, queryKeys.calendars.detail('c1'));
 */
export function removeDetail(client: QueryClient, queryKey: QueryKey): void {
  client.removeQueries({ queryKey, exact: true });
}
