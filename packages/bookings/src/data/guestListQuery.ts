import { queryKeys, type PortalApi } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';

/**
 * The query of a booking's guest list (GET /attendees/all): its cache entry and how to fill it, for
 * the list (useGuestRegistrations) and for a read on demand (useFetchGuestRegistrations).
 * @example client.fetchQuery({ ...guestListQuery('b1', registrations), staleTime: 0 })
 */
export function guestListQuery(bookingID: string, registrations: Pick<PortalApi['registrations'], 'listAttendees'>) {
  return {
    queryKey: queryKeys.registrations.list(bookingID),
    queryFn: ({ signal }: { signal: AbortSignal }) => registrations.listAttendees({ bookingID, signal }),
  };
}

/**
 * The booking's guest list (GET /attendees/all; 404 is already an empty list), to compare with
 * who came. Shares the guest list's cache entry.
 * @example const { data: registrations } = useGuestRegistrations('b1');
 */
export function useGuestRegistrations(bookingID: string, api?: Pick<PortalApi, 'registrations'>) {
  const { registrations } = useBookingsApi(api);
  return useQuery(guestListQuery(bookingID, registrations));
}
