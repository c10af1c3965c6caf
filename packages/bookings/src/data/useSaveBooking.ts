import type { PortalApi } from '@greenroom/core';
import { isStaleBooking, useUpdateBooking, type BookingChange } from './bookingQueries';

/**
 * A booking save for the Overview's controls: PUT /booking through {@link useUpdateBooking}. A 412
 * is already handled there (message, reload), so it resolves `false` instead of rejecting; any
 * other failure rejects for the caller's own error text.
 * @example
 * const { save, isPending } = useSaveBooking(booking.bookingID);
 * await save(() => ({ enableQA: true }));
 */
export function useSaveBooking(bookingID: string, api?: Pick<PortalApi, 'bookings'>) {
  const update = useUpdateBooking(bookingID, api);
  const save = (change: BookingChange): Promise<boolean> =>
    update.mutateAsync(change).then(
      () => true,
      (error: unknown) => {
        if (isStaleBooking(error)) return false;
        throw error;
      },
    );
  return { save, isPending: update.isPending };
}
