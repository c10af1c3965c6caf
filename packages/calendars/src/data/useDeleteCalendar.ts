import type { Calendar } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarsSlice } from '../types';
import { forgetCalendar } from './calendarCache';
import { useCalendarsApi } from './useCalendarsApi';

/**
 * DELETE /calendar; the calendar leaves the cache.
 * @example
 * await useDeleteCalendar({ spaceID: 's1' }).mutateAsync(calendar);
 */
export function useDeleteCalendar({ spaceID }: { spaceID: string }, api?: CalendarsSlice) {
  const calendars = useCalendarsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (calendar: Calendar) => calendars.delete({ spaceID, calendarID: calendar.calendarID }),
    onSuccess: (_answer, calendar) => forgetCalendar(client, { calendarID: calendar.calendarID, spaceID }),
  });
}
