import { queryKeys, type Calendar } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarsSlice } from '../types';
import { storeCalendar } from './calendarCache';
import { useCalendarsApi } from './useCalendarsApi';

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
