import type { Story } from '@ladle/react';
import type { Booking } from '@greenroom/core';
import { usePresenterList } from '../data/usePresenterList';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { PresenterDialog } from './PresenterDialog';

export default { title: 'Bookings / Dialogs / Presenter Dialog' };

function Manage({ booking, registrationID }: { booking: Booking; registrationID: string }) {
  const presenter = usePresenterList({ bookingID: booking.bookingID }).data?.find((p) => p.registrationID === registrationID);
  return presenter ? <PresenterDialog open booking={booking} presenter={presenter} onClose={() => {}} /> : null;
}

/** 'Add Presenter'. */
export const Add: Story = () => (
  <BookingStoryPortal>
    <WithBooking>{(booking) => <PresenterDialog open booking={booking} onClose={() => {}} />}</WithBooking>
  </BookingStoryPortal>
);

/** 'Manage Presenter' with its GENERAL, ACCESS and CUSTOMIZE tabs. */
export const ManagePresenter: Story = () => (
  <BookingStoryPortal>
    <WithBooking>{(booking) => <Manage booking={booking} registrationID="presenter-1" />}</WithBooking>
  </BookingStoryPortal>
);

/** A presenter who cannot present: Webcam is off and disabled on CUSTOMIZE. */
export const CannotPresent: Story = () => (
  <BookingStoryPortal>
    <WithBooking>{(booking) => <Manage booking={booking} registrationID="presenter-2" />}</WithBooking>
  </BookingStoryPortal>
);
