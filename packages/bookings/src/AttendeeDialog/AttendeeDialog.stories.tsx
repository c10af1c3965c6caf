import type { Story } from '@ladle/react';
import { HttpError, type Booking } from '@greenroom/core';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { useGuestRegistrations } from '../data/guestListQuery';
import { deliveryStoryApi } from '../GuestListPanel/deliveryStoryApi';
import { AttendeeDialog } from './AttendeeDialog';

export default { title: 'Bookings / Dialogs / Attendee Dialog' };

/** What closing the dialog does; tests hand in their own. */
interface AttendeeDialogStoryArgs {
  onClose?: () => void;
}

function Manage({ booking, onClose = () => {}, registrationID = 'registration-1' }: { booking: Booking; onClose?: () => void; registrationID?: string }) {
  const registration = useGuestRegistrations(booking.bookingID).data?.find((r) => r.registrationID === registrationID);
  return registration ? <AttendeeDialog open booking={booking} registration={registration} onClose={onClose} /> : null;
}

/** 'Add Attendee': the form on the booking's intake fields. */
export const Add: Story<AttendeeDialogStoryArgs> = ({ onClose = () => {} }) => (
  <BookingStoryPortal>
    <WithBooking>{(booking) => <AttendeeDialog open booking={booking} onClose={onClose} />}</WithBooking>
  </BookingStoryPortal>
);

/** 'Manage Attendee': intake URL, resend, regenerate, delete and the form. */
export const ManageAttendee: Story<AttendeeDialogStoryArgs> = ({ onClose }) => (
  <BookingStoryPortal>
    <WithBooking>{(booking) => <Manage booking={booking} onClose={onClose} />}</WithBooking>
  </BookingStoryPortal>
);

/** Saving never finishes: the dialog stays busy. */
export const Saving: Story<AttendeeDialogStoryArgs> = ({ onClose }) => (
  <BookingStoryPortal pending={['registrations.update']}>
    <WithBooking>{(booking) => <Manage booking={booking} onClose={onClose} />}</WithBooking>
  </BookingStoryPortal>
);

/** Saving fails: 'An error occurred editing this attendee'. */
export const SaveError: Story<AttendeeDialogStoryArgs> = ({ onClose }) => (
  <BookingStoryPortal failing={['registrations.update']}>
    <WithBooking>{(booking) => <Manage booking={booking} onClose={onClose} />}</WithBooking>
  </BookingStoryPortal>
);

/** The server refuses a field (a 400 with field errors): its message shows under the field. */
export const FieldError: Story<AttendeeDialogStoryArgs> = ({ onClose = () => {} }) => (
  <BookingStoryPortal
    failing={[{ call: 'registrations.create', error: new HttpError(400, 'Bad request', undefined, { email: 'This email is already on the guest list' }) }]}
  >
    <WithBooking>{(booking) => <AttendeeDialog open booking={booking} onClose={onClose} />}</WithBooking>
  </BookingStoryPortal>
);

/** Alan's invite failed ('550 Mailbox full'): the Emails section writes the reason out. */
export const FailedDelivery: Story<AttendeeDialogStoryArgs> = ({ onClose }) => (
  <BookingStoryPortal api={deliveryStoryApi()}>
    <WithBooking>{(booking) => <Manage booking={booking} onClose={onClose} registrationID="registration-3" />}</WithBooking>
  </BookingStoryPortal>
);
