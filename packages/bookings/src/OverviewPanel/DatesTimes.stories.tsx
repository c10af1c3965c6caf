import type { Story } from '@ladle/react';
import { HttpError, type Booking } from '@greenroom/core';
import { BookingStoryPortal, storyBooking } from '../stories/BookingStoryPortal';
import { StoryViewerZone } from '../stories/StoryViewerZone';
import { WithBooking } from '../stories/WithBooking';
import { DatesTimes } from './DatesTimes';

export default { title: 'Bookings / Parts / Dates Times' };

const times = (bookingID?: string, viewerZone?: string) => (
  <StoryViewerZone zone={viewerZone}>
    <WithBooking bookingID={bookingID}>{(booking) => <DatesTimes booking={booking} />}</WithBooking>
  </StoryViewerZone>
);

/** The New York demo booking ('Customer Roundtable') moved to the clocks of Los Angeles. */
function inLosAngeles(): Booking {
  const booking = storyBooking('booking-3');
  const timezone = 'America/Los_Angeles';
  return { ...booking, start: { ...booking.start, timezone }, end: { ...booking.end, timezone } };
}

/** The live demo booking: Doors Open Early on, every row editable. */
export const Basic: Story = () => <BookingStoryPortal>{times()}</BookingStoryPortal>;

/** Doors Open Early off: the doors rows cannot be edited. */
export const DoorsOff: Story = () => <BookingStoryPortal>{times('booking-3')}</BookingStoryPortal>;

/** A Los Angeles booking seen from New York: each time with New York's under it. */
export const ViewerElsewhere: Story = () => <BookingStoryPortal bookings={[inLosAngeles()]}>{times('booking-3', 'America/New_York')}</BookingStoryPortal>;

/** A New York booking seen from New York: one zone only. */
export const ViewerInTheSameZone: Story = () => <BookingStoryPortal>{times('booking-3', 'America/New_York')}</BookingStoryPortal>;

/** Saves never finish: the toggle and the time dialogs stay in progress. */
export const Saving: Story = () => <BookingStoryPortal pending={['bookings.update']}>{times('booking-3')}</BookingStoryPortal>;

/** Saves fail: the toggle alerts 'Error editing this booking'; a time dialog stops its spinner. */
export const SaveError: Story = () => <BookingStoryPortal failing={['bookings.update']}>{times('booking-3')}</BookingStoryPortal>;

/** The server refuses the new start (400 with fieldErrors.start): its message shows at the dialog's date. */
export const StartRefused: Story = () => (
  <BookingStoryPortal
    failing={[{ call: 'bookings.update', error: new HttpError(400, 'Invalid booking', undefined, { start: 'Start date/time must be within the open/close time of this space' }) }]}
  >
    {times('booking-3')}
  </BookingStoryPortal>
);
