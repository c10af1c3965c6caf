import type { Booking } from '@greenroom/core';
import type { ReactNode } from 'react';
import { useBooking } from '../data/bookingQueries';
import { STORY_BOOKING_ID } from './BookingStoryPortal';

/**
 * Reads a booking from the story's backend (as the editor does) and renders `children` with it,
 * so a story shows an Overview part on the booking as read, with its version.
 * @example
 * <WithBooking>{(booking) => <CapacityRow booking={booking} />}</WithBooking>
 */
export function WithBooking({ bookingID = STORY_BOOKING_ID, children }: { bookingID?: string; children: (booking: Booking) => ReactNode }) {
  const booking = useBooking(bookingID).data;
  return booking ? <>{children(booking)}</> : null;
}
