import { type Calendar, queryKeys, useStaleRecordAlert } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarsSlice } from '../types';
import { storeCalendar } from './calendarCache';
import { useCalendarsApi } from './useCalendarsApi';

/**
 * PUT /calendar with the new trimmed name, the calendar's bookings and its version as read; the
 * answer (at its next version) replaces the cached calendar. A 412 (someone else saved the
 * calendar first) alerts core's staleRecord text and reads the calendar and its list again.
 * @example
 * useRenameCalendar({ spaceID: 's1' }).mutate({ calendar, calendarName: 'Season 2' });
 */
export function useRenameCalendar({ spaceID }: { spaceID: string }, api?: CalendarsSlice) {
  const calendars = useCalendarsApi(api);
  const client = useQueryClient();
  const staleAlert = useStaleRecordAlert();
  return useMutation({
    mutationFn: ({ calendar, calendarName }: { calendar: Calendar; calendarName: string }) =>
      calendars.update({
        spaceID,
        calendarID: calendar.calendarID,
        calendarName: calendarName.trim(),
        bookings: calendar.bookings,
        version: calendar.version,
      }),
    onSuccess: (calendar) => storeCalendar(client, calendar),
    onError: (error, { calendar }) => {
      if (!staleAlert(error)) return;
      void client.invalidateQueries({
        queryKey: queryKeys.calendars.detail(calendar.calendarID),
      });
      void client.invalidateQueries({
        queryKey: queryKeys.calendars.list(spaceID),
      });
    },
  });
}
