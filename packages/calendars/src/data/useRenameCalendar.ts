import type { Calendar } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarsSlice } from '../types';
import { storeCalendar } from './calendarCache';
import { useCalendarsApi } from './useCalendarsApi';

/**
 * PUT /calendar with the new trimmed name and the calendar's bookings; the answer replaces the
 * cached calendar.
 * @example
 * useRenameCalendar({ spaceID: 's1' }).mutate({ calendar, calendarName: 'Season 2' });
 */
export function useRenameCalendar({ spaceID }: { spaceID: string }, api?: CalendarsSlice) {
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
