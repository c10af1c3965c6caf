import type { Story } from '@ladle/react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { useGuestRegistrations } from '../data/guestListQuery';
import type { Booking } from '@greenroom/core';
import { AttendeeDialog } from './AttendeeDialog';

function Manage({ booking }: { booking: Booking }) {
  const registration = useGuestRegistrations(booking.bookingID).data?.find((r) => r.registrationID === 'registration-1');
  return registration ? <AttendeeDialog open booking={booking} registration={registration} onClose={() => {}} /> : null;
}

/** 'Add Attendee': the form on the booking's intake fields. */
export const Add: Story = () => (
  <BookingStoryPortal>
    <WithBooking>{(booking) => <AttendeeDialog open booking={booking} onClose={() => {}} />}</WithBooking>
  </BookingStoryPortal>
);

/** 'Manage Attendee': intake URL, resend, regenerate, delete and the form. */
export const ManageAttendee: Story = () => (
  <BookingStoryPortal>
    <WithBooking>{(booking) => <Manage booking={booking} />}</WithBooking>
  </BookingStoryPortal>
);
