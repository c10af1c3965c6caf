import type { Story } from '@ladle/react';
import { inStoryPortal, STORY_BOOKING_ID, type BookingStoryArgs } from '../stories/storyPortal';
import { BookingEditor } from './BookingEditor';

/** The live demo booking, as an ordinary producer sees it (LIVE badge, Attendees tab). */
export const Basic: Story<BookingStoryArgs> = (args) => inStoryPortal(args, <BookingEditor bookingID={STORY_BOOKING_ID} />);

/** A super-admin also sees the booking ID with a copy button and the super-admin settings. */
export const SuperAdmin: Story<BookingStoryArgs> = (args) => inStoryPortal(args, <BookingEditor bookingID={STORY_BOOKING_ID} superAdmin />);

/** An upcoming booking: no LIVE badge, no Attendees tab yet. */
export const Upcoming: Story<BookingStoryArgs> = (args) => inStoryPortal(args, <BookingEditor bookingID="booking-3" />);

/** The booking is still loading. */
export const Loading: Story<BookingStoryArgs> = (args) => inStoryPortal(args, <BookingEditor bookingID={STORY_BOOKING_ID} />, { pending: ['bookings.get'] });

/** The booking could not be read. */
export const Error: Story<BookingStoryArgs> = (args) => inStoryPortal(args, <BookingEditor bookingID={STORY_BOOKING_ID} />, { failing: ['bookings.get'] });

/** Deleting fails: 'An error occurred deleting this booking'. */
export const DeleteError: Story<BookingStoryArgs> = (args) =>
  inStoryPortal(args, <BookingEditor bookingID={STORY_BOOKING_ID} />, { failing: ['bookings.delete'] });

/** Someone else saved first: every save answers 412. */
export const ChangedElsewhere: Story<BookingStoryArgs> = (args) =>
  inStoryPortal(args, <BookingEditor bookingID={STORY_BOOKING_ID} />, { stale: true });
