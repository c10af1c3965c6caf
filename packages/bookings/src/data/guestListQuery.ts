import { queryKeys, type PortalApi } from '@greenroom/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';

/**
 * The booking's guest list (GET /attendees/all; 404 is already an empty list), to compare with
 * who came. Shares the guest list's cache entry.
 * @example const { data: registrations } = useGuestRegistrations('b1');
 */
export function useGuestRegistrations(bookingID: string, api?: Pick<PortalApi, 'registrations'>) {
  const { registrations } = useBookingsApi(api);
  return useQuery({
    queryKey: queryKeys.registrations.list(bookingID),
    queryFn: ({ signal }) => registrations.listAttendees({ bookingID, signal }),
  });
}

/**
 * Reads the booking's guest list now (the cached one when it is fresh), for the import preview
 * to compare a file with; shares the guest list's cache entry.
 * @example const guests = await useFetchGuestRegistrations('b1')();
 */
export function useFetchGuestRegistrations(bookingID: string, api?: Pick<PortalApi, 'registrations'>) {
  const { registrations } = useBookingsApi(api);
  const client = useQueryClient();
  return () =>
    client.fetchQuery({
      queryKey: queryKeys.registrations.list(bookingID),
      queryFn: ({ signal }) => registrations.listAttendees({ bookingID, signal }),
      staleTime: 0,
    });
}
