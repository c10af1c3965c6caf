import { queryKeys, type PortalApi } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
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
