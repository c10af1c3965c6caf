import { useApi } from '@greenroom/core';
import type { CalendarsSlice } from '../types';

/**
 * The calendars adapter: the `api` prop when given, otherwise the PortalProvider's.
 * @example
 * const calendars = useCalendarsApi(props.api);
 */
export function useCalendarsApi(api?: CalendarsSlice): CalendarsSlice['calendars'] {
  return useApi(api).calendars;
}
