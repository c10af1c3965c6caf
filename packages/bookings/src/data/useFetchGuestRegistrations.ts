import type { PortalApi } from '@greenroom/core';
import { useQueryClient } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';
import { guestListQuery } from './guestListQuery';

// Beside guestListQuery rather than in it: only Upload Attendee List reads the list again, so the
// lists' first bytes do not carry it.

/**
 * Reads the booking's guest list now (the cached one when it is fresh), for the import preview
 * to compare a file with; shares the guest list's cache entry.
 * @example const guests = await useFetchGuestRegistrations('b1')();
 */
export function useFetchGuestRegistrations(bookingID: string, api?: Pick<PortalApi, 'registrations'>) {
  const { registrations } = useBookingsApi(api);
  const client = useQueryClient();
  return () => client.fetchQuery({ ...guestListQuery(bookingID, registrations), staleTime: 0 });
}
