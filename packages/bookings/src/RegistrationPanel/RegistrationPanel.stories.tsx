import type { Story } from '@ladle/react';
import { Button } from '@greenroom/ui';
import { useState } from 'react';
import { BookingStoryPortal, STORY_BOOKING_ID } from '../stories/BookingStoryPortal';
import { guestFlowStorySeed } from '../stories/guestFlowStoryData';
import { WithBooking } from '../stories/WithBooking';
import { RegistrationPanel } from './RegistrationPanel';

export default { title: 'Bookings / Panels / Registration Panel' };

/** The panel with a button that leaves the tab and comes back (the intake fields save on leaving). */
function LeaveAndReturn({ bookingID = STORY_BOOKING_ID }: { bookingID?: string }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setShown((value) => !value)}>
        {shown ? 'Leave tab' : 'Return to tab'}
      </Button>
      {shown ? <WithBooking bookingID={bookingID}>{(booking) => <RegistrationPanel booking={booking} />}</WithBooking> : null}
    </>
  );
}

/** Sign-up URL, the six intake fields and the registration capacity of the live demo booking. */
export const Basic: Story = () => (
  <BookingStoryPortal>
    <LeaveAndReturn />
  </BookingStoryPortal>
);

/** Regenerating the sign-up URL never finishes: the confirm dialog stays in progress. */
export const Regenerating: Story = () => (
  <BookingStoryPortal pending={['bookings.regenerateSignUpCode']}>
    <LeaveAndReturn />
  </BookingStoryPortal>
);

/** Regenerating the sign-up URL fails: 'An error occurred regenerating this link'. */
export const RegenerateError: Story = () => (
  <BookingStoryPortal failing={['bookings.regenerateSignUpCode']}>
    <LeaveAndReturn />
  </BookingStoryPortal>
);

/** Every booking save fails (silent in the tab; leaving with unsaved field settings tells the producer). */
export const SaveError: Story = () => (
  <BookingStoryPortal failing={['bookings.update']}>
    <LeaveAndReturn />
  </BookingStoryPortal>
);

/** The guest flow of a booking with approval and a waitlist on: 'Approval and waitlist' and 'Reminders and follow-ups'. */
export const GuestFlow: Story = () => (
  <BookingStoryPortal seed={guestFlowStorySeed()}>
    <LeaveAndReturn />
  </BookingStoryPortal>
);
