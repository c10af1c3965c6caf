import type { Calendar } from '@greenroom/core';
import { queryKeys, useApi } from '@greenroom/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CalendarsSlice } from '../types';

/**
 * The calendars adapter: the `api` prop when given, otherwise the PortalProvider's.
 * @example
 * const calendars = useCalendarsApi(props.api);
 */
export function useCalendarsApi(api?: CalendarsSlice): CalendarsSlice['calendars'] {
  return useApi(api).calendars;
}

/** Writes a saved calendar into the cached list of its space and its own cache entry. */
function storeCalendar(client: QueryClient, calendar: Calendar): void {
  client.setQueryData<Calendar[]>(queryKeys.calendars.list(calendar.spaceID), (list) => {
    if (!list) return list;
    const known = list.some((entry) => entry.calendarID === calendar.calendarID);
    return known
      ? list.map((entry) => (entry.calendarID === calendar.calendarID ? calendar : entry))
      : [...list, calendar];
  });
  client.setQueryData(queryKeys.calendars.detail(calendar.calendarID), calendar);
}

/** Drops a deleted calendar from the list of its space and forgets its own entry. */
function forgetCalendar(client: QueryClient, calendar: Pick<Calendar, 'calendarID' | 'spaceID'>): void {
  client.setQueryData<Calendar[]>(queryKeys.calendars.list(calendar.spaceID), (list) =>
    list?.filter((entry) => entry.calendarID !== calendar.calendarID),
  );
  client.removeQueries({ queryKey: queryKeys.calendars.detail(calendar.calendarID), exact: true });
}

/**
 * The calendars of a space (GET /calendars).
 * @example
 * const { data, isPending, isError } = useCalendarList('s1');
 */
export function useCalendarList(spaceID: string, api?: CalendarsSlice) {
  const calendars = useCalendarsApi(api);
  return useQuery({
    queryKey: queryKeys.calendars.list(spaceID),
    queryFn: ({ signal }) => calendars.list({ spaceID, signal }),
  });
}

/**
 * One calendar (GET /calendar), shown at once from the space's cached list while it loads.
 * @example
 * const { data, isError } = useCalendar('c1', 's1');
 */
export function useCalendar(calendarID: string, spaceID: string, api?: CalendarsSlice) {
  const calendars = useCalendarsApi(api);
  const client = useQueryClient();
  return useQuery<Calendar>({
    queryKey: queryKeys.calendars.detail(calendarID),
    queryFn: ({ signal }) => calendars.get({ calendarID, signal }),
    placeholderData: () =>
      client
        .getQueryData<Calendar[]>(queryKeys.calendars.list(spaceID))
        ?.find((entry) => entry.calendarID === calendarID),
  });
}

/**
 * POST /calendar with the trimmed name; the new calendar joins the cached list.
 * @example
 * const create = useCreateCalendar('s1');
 * create.mutate('Season', { onSuccess: (calendar) => select(calendar.calendarID) });
 */
export function useCreateCalendar(spaceID: string, api?: CalendarsSlice) {
  const calendars = useCalendarsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (calendarName: string) => calendars.create({ calendarName: calendarName.trim(), spaceID }),
    onSuccess: (calendar) => storeCalendar(client, calendar),
  });
}

/**
 * PUT /calendar with the new trimmed name and the calendar's bookings; the answer replaces the
 * cached calendar.
 * @example
 * useRenameCalendar('s1').mutate({ calendar, calendarName: 'Season 2' });
 */
export function useRenameCalendar(spaceID: string, api?: CalendarsSlice) {
  const calendars = useCalendarsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ calendar, calendarName }: { calendar: Calendar; calendarName: string }) =>
      calendars.update({
        spaceID,
        calendarID: calendar.calendarID,
        calendarName: calendarName.trim(),
        bookings: calendar.bookings,
      }),
    onSuccess: (calendar) => storeCalendar(client, calendar),
  });
}

/**
 * DELETE /calendar; the calendar leaves the cache.
 * @example
 * await useDeleteCalendar('s1').mutateAsync(calendar);
 */
export function useDeleteCalendar(spaceID: string, api?: CalendarsSlice) {
  const calendars = useCalendarsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (calendar: Calendar) => calendars.delete({ spaceID, calendarID: calendar.calendarID }),
    onSuccess: (_answer, calendar) => forgetCalendar(client, { calendarID: calendar.calendarID, spaceID }),
  });
}

/**
 * PUT /calendar/login/regenerate; the new loginCode replaces the cached one, so the old URL is
 * gone from the screen as soon as the server stops answering it.
 * @example
 * useRegenerateCalendarUrl().mutate(calendar);
 */
export function useRegenerateCalendarUrl(api?: CalendarsSlice) {
  const calendars = useCalendarsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (calendar: Calendar) => calendars.regenerateLogin({ calendarID: calendar.calendarID }),
    onSuccess: (loginCode, calendar) => {
      const latest = client.getQueryData<Calendar>(queryKeys.calendars.detail(calendar.calendarID)) ?? calendar;
      storeCalendar(client, { ...latest, loginCode });
    },
  });
}
