import type { BookingCreatePayload, PortalApi } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeBooking } from './bookingCache';
import { useBookingsApi } from './bookingsApi';

// Beside bookingQueries rather than in it: only the Name Booking and Duplicate dialogs create a
// booking, so the bookings list's and the editor's first bytes do not carry it.

/**
 * POST /booking; the new booking joins the cache.
 * @example useCreateBooking().mutate(payload, { onSuccess: (b) => open(b.bookingID) });
 */
export function useCreateBooking(api?: Pick<PortalApi, 'bookings'>) {
  const { bookings } = useBookingsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: BookingCreatePayload) => bookings.create(payload),
    onSuccess: (booking) => storeBooking(client, booking),
  });
}
