import { queryKeys, type Booking, type PortalApi } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeBooking } from './bookingCache';
import { useBookingsApi } from './bookingsApi';

/**
 * PUT /booking/signup/regenerate; the new code replaces the cached signUpLoginCode (the old link
 * stops working).
 * @example useRegenerateSignUp('b1').mutateAsync();
 */
export function useRegenerateSignUp(bookingID: string, api?: Pick<PortalApi, 'bookings'>) {
  const { bookings } = useBookingsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => bookings.regenerateSignUpCode({ bookingID }),
    onSuccess: (code) => {
      const booking = client.getQueryData<Booking>(queryKeys.bookings.detail(bookingID));
      if (booking) storeBooking(client, { ...booking, signUpLoginCode: code });
    },
  });
}
