import type { Story } from '@ladle/react';
import { BookingStoryPortal, STORY_BOOKING_ID, staleVersion } from '../stories/BookingStoryPortal';
import { StoryViewerZone } from '../stories/StoryViewerZone';
import { BookingEditor as Editor, type BookingEditorProps } from './BookingEditor';

export default { title: 'Bookings / Panels / Booking Editor' };

/** The editor as the stories' viewer sees it (times in the stories' viewer zone). */
function BookingEditor(props: BookingEditorProps) {
  return (
    <StoryViewerZone>
      <Editor {...props} />
    </StoryViewerZone>
  );
}

/** The live demo booking, as an ordinary producer sees it (LIVE badge, Attendees tab). */
export const Basic: Story = () => (
  <BookingStoryPortal>
    <BookingEditor bookingID={STORY_BOOKING_ID} />
  </BookingStoryPortal>
);

/** A super-admin also sees the booking ID with a copy button and the super-admin settings. */
export const SuperAdmin: Story = () => (
  <BookingStoryPortal>
    <BookingEditor bookingID={STORY_BOOKING_ID} superAdmin />
  </BookingStoryPortal>
);

/** An upcoming booking: no LIVE badge, no Attendees tab yet. */
export const Upcoming: Story = () => (
  <BookingStoryPortal>
    <BookingEditor bookingID="booking-3" />
  </BookingStoryPortal>
);

/** The booking is still loading. */
export const Loading: Story = () => (
  <BookingStoryPortal pending={['bookings.get']}>
    <BookingEditor bookingID={STORY_BOOKING_ID} />
  </BookingStoryPortal>
);

/** The booking could not be read. */
export const Error: Story = () => (
  <BookingStoryPortal failing={['bookings.get']}>
    <BookingEditor bookingID={STORY_BOOKING_ID} />
  </BookingStoryPortal>
);

/** Deleting never finishes: the confirm dialog stays in progress. */
export const Deleting: Story = () => (
  <BookingStoryPortal pending={['bookings.delete']}>
    <BookingEditor bookingID={STORY_BOOKING_ID} />
  </BookingStoryPortal>
);

/** Deleting fails: 'An error occurred deleting this booking'. */
export const DeleteError: Story = () => (
  <BookingStoryPortal failing={['bookings.delete']}>
    <BookingEditor bookingID={STORY_BOOKING_ID} />
  </BookingStoryPortal>
);

/** Renaming fails: 'An error occurred updating the name of this booking'. */
export const RenameError: Story = () => (
  <BookingStoryPortal failing={['bookings.update']}>
    <BookingEditor bookingID={STORY_BOOKING_ID} />
  </BookingStoryPortal>
);

/** Someone else saved first: every save answers 412. */
export const ChangedElsewhere: Story = () => (
  <BookingStoryPortal failing={[{ call: 'bookings.update', error: staleVersion() }]}>
    <BookingEditor bookingID={STORY_BOOKING_ID} />
  </BookingStoryPortal>
);
