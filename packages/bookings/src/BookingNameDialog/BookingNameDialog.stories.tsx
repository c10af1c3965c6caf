import type { Story } from '@ladle/react';
import type { Booking } from '@greenroom/core';
import { useBooking } from '../data/bookingQueries';
import { BookingStoryPortal, STORY_BOOKING_ID, STORY_SPACE_ID } from '../stories/BookingStoryPortal';
import { DialogHarness } from '../stories/DialogHarness';
import { BookingNameDialog } from './BookingNameDialog';

export default { title: 'Bookings / Dialogs / Booking Name Dialog' };

function Harness({ booking }: { booking?: Booking }) {
  return (
    <DialogHarness doneLabel="Saved">
      {(dialog) => <BookingNameDialog open={dialog.open} spaceID={STORY_SPACE_ID} booking={booking} onClose={dialog.onClose} onSaved={dialog.onDone} />}
    </DialogHarness>
  );
}

/** Edit Name works on the booking as read (its version), so the story reads it first. */
function EditHarness() {
  const booking = useBooking(STORY_BOOKING_ID).data;
  return booking ? <Harness booking={booking} /> : null;
}

/** 'Name Booking': creating a booking. */
export const Create: Story = () => (
  <BookingStoryPortal>
    <Harness />
  </BookingStoryPortal>
);

/** 'Edit Name': renaming, prefilled with the current name. */
export const Edit: Story = () => (
  <BookingStoryPortal>
    <EditHarness />
  </BookingStoryPortal>
);

/** Saving never finishes: the dialog stays in progress after SAVE. */
export const Saving: Story = () => (
  <BookingStoryPortal pending={['bookings.create']}>
    <Harness />
  </BookingStoryPortal>
);

/** Creating fails: 'An error occurred creating this booking'. */
export const CreateError: Story = () => (
  <BookingStoryPortal failing={['bookings.create']}>
    <Harness />
  </BookingStoryPortal>
);

/** Renaming fails: 'An error occurred updating the name of this booking'. */
export const EditError: Story = () => (
  <BookingStoryPortal failing={['bookings.update']}>
    <EditHarness />
  </BookingStoryPortal>
);
