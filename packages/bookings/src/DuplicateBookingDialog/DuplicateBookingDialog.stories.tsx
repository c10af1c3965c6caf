import type { Story } from '@ladle/react';
import { useBooking } from '../data/bookingQueries';
import { BookingStoryPortal, STORY_BOOKING_ID } from '../stories/BookingStoryPortal';
import { DialogHarness } from '../stories/DialogHarness';
import { StoryViewerZone } from '../stories/StoryViewerZone';
import { DuplicateBookingDialog } from './DuplicateBookingDialog';

export default { title: 'Bookings / Dialogs / Duplicate Booking Dialog' };

function Harness() {
  const booking = useBooking(STORY_BOOKING_ID).data;
  if (!booking) return null;
  return (
    <StoryViewerZone>
      <DialogHarness doneLabel="Duplicated">
        {(dialog) => <DuplicateBookingDialog open={dialog.open} booking={booking} onClose={dialog.onClose} onDuplicated={dialog.onDone} />}
      </DialogHarness>
    </StoryViewerZone>
  );
}

/** Set Run Start, then Set Run End, then the copy is created. */
export const Basic: Story = () => (
  <BookingStoryPortal>
    <Harness />
  </BookingStoryPortal>
);

/** Creating the copy never finishes: Set Run End stays in progress. */
export const Duplicating: Story = () => (
  <BookingStoryPortal pending={['bookings.create']}>
    <Harness />
  </BookingStoryPortal>
);

/** Creating the copy fails. */
export const CreateError: Story = () => (
  <BookingStoryPortal failing={['bookings.create']}>
    <Harness />
  </BookingStoryPortal>
);
