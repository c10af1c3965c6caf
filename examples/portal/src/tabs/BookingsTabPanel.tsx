import type { Booking } from '@greenroom/core';
import { ComingSoonPanel } from '../pages/ComingSoonPanel';

/**
 * The Bookings tab until the booking area ships: says so, and names the booking a link opened.
 * @example
 * bookings: <BookingsTabPanel booking={linkedBooking} />
 */
export function BookingsTabPanel({ booking }: { booking?: Booking }) {
  return (
    <ComingSoonPanel feature="Bookings">
      {booking
        ? `The booking area is not available in this version of the portal yet. You opened the booking '${booking.name}'.`
        : undefined}
    </ComingSoonPanel>
  );
}
