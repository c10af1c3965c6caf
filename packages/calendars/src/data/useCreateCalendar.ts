import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarsSlice } from '../types';
import { storeCalendar } from './calendarCache';
import { useCalendarsApi } from './useCalendarsApi';

/**
 * POST /calendar with the trimmed name; the new calendar joins the cached list.
 * @example
 * const create = useCreateCalendar({ spaceID: 's1' });
 * create.mutate('Season', { onSuccess: (calendar) => select(calendar.calendarID) });
 */
export function useCreateCalendar({ spaceID }: { spaceID: string }, api?: CalendarsSlice) {
  const calendars = useCalendarsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (calendarName: string) => calendars.create({ calendarName: calendarName.trim(), spaceID }),
    onSuccess: (calendar) => storeCalendar(client, calendar),
  });
}
