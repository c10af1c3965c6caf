import { queryKeys } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { CalendarsSlice } from '../types';
import { useCalendarsApi } from './useCalendarsApi';

/**
 * The calendars of a space (GET /calendars).
 * @example
 * const { data, isPending, isError } = useCalendarList({ spaceID: 's1' });
 */
export function useCalendarList({ spaceID }: { spaceID: string }, api?: CalendarsSlice) {
  const calendars = useCalendarsApi(api);
  return useQuery({
    queryKey: queryKeys.calendars.list(spaceID),
    queryFn: ({ signal }) => calendars.list({ spaceID, signal }),
  });
}
