import type { Story } from '@ladle/react';
import { HttpError } from '@greenroom/core';
import { BookingStoryPortal, storyBookingAt } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { CapacityRow } from './CapacityRow';

export default { title: 'Bookings / Parts / Capacity Row' };

const capacity = (bookingID?: string) => <WithBooking bookingID={bookingID}>{(booking) => <CapacityRow booking={booking} />}</WithBooking>;

/** The live demo booking (4 registrations): capacity editable. */
export const Basic: Story = () => <BookingStoryPortal>{capacity()}</BookingStoryPortal>;

/** A private cloud booking starting within 24 hours: capacity locked. */
export const Locked: Story = () => <BookingStoryPortal bookings={[storyBookingAt('booking-3', 1)]}>{capacity('booking-3')}</BookingStoryPortal>;

/** The save never finishes: the dialog stays in progress. */
export const Saving: Story = () => <BookingStoryPortal pending={['bookings.update']}>{capacity()}</BookingStoryPortal>;

/** The save fails: 'Error updating the selected booking'. */
export const SaveError: Story = () => <BookingStoryPortal failing={['bookings.update']}>{capacity()}</BookingStoryPortal>;

/** The server's capacity rule refuses (400 with fieldErrors.capacity, e.g. guests registered meanwhile): its text shows at the field. */
export const CapacityRefused: Story = () => (
  <BookingStoryPortal
    failing={[
      {
        call: 'bookings.update',
        error: new HttpError(400, 'Invalid booking', undefined, { capacity: 'Event capacity may not be set below the current registration count for this event' }),
      },
    ]}
  >
    {capacity()}
  </BookingStoryPortal>
);
