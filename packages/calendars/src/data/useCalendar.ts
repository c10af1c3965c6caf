import { queryKeys, type Calendar } from '@greenroom/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarsSlice } from '../types';
import { useCalendarsApi } from './useCalendarsApi';

/**
 * One calendar (GET /calendar), shown at once from any cached calendar list while it loads.
 * @example
 * const { data, isError } = useCalendar('c1');
 */
export function useCalendar(calendarID: string, api?: CalendarsSlice) {
  const calendars = useCalendarsApi(api);
  const client = useQueryClient();
  return useQuery<Calendar>({
    queryKey: queryKeys.calendars.detail(calendarID),
    queryFn: ({ signal }) => calendars.get({ calendarID, signal }),
    placeholderData: () =>
      client
        .getQueriesData<Calendar[]>({ queryKey: queryKeys.calendars.lists() })
        .flatMap(([, list]) => list ?? [])
        .find((entry) => entry.calendarID === calendarID),
  });
}
