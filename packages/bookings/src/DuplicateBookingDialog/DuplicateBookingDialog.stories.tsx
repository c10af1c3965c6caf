import type { Story } from '@ladle/react';
import { useBooking } from '../data/bookingQueries';
import { DialogHarness } from '../stories/DialogHarness';
import { inStoryPortal, STORY_BOOKING_ID, type BookingStoryArgs } from '../stories/storyPortal';
import { DuplicateBookingDialog } from './DuplicateBookingDialog';

function Harness() {
  const booking = useBooking(STORY_BOOKING_ID).data;
  if (!booking) return null;
  return (
    <DialogHarness doneLabel="Duplicated">
      {(dialog) => <DuplicateBookingDialog open={dialog.open} booking={booking} onClose={dialog.onClose} onDuplicated={dialog.onDone} />}
    </DialogHarness>
  );
}

/** Set Run Start, then Set Run End, then the copy is created. */
export const Basic: Story<BookingStoryArgs> = (args) => inStoryPortal(args, <Harness />);

/** Creating the copy fails. */
export const CreateError: Story<BookingStoryArgs> = (args) => inStoryPortal(args, <Harness />, { failing: ['bookings.create'] });
