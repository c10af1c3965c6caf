import type { Story } from '@ladle/react';
import type { Booking } from '@greenroom/core';
import { useBooking } from '../data/bookingQueries';
import { inStoryPortal, STORY_BOOKING_ID, storyBooking, type BookingStoryArgs, type StoryPortalOptions } from '../stories/storyPortal';
import { OverviewPanel } from './OverviewPanel';

/** The panel on a booking read from the backend (as the editor hands it over). */
function Loaded({ bookingID, superAdmin = false }: { bookingID: string; superAdmin?: boolean }) {
  const booking = useBooking(bookingID).data;
  return booking ? <OverviewPanel booking={booking} superAdmin={superAdmin} /> : null;
}

const story = (bookingID: string, superAdmin = false, options: StoryPortalOptions = {}): Story<BookingStoryArgs> => {
  const Shown: Story<BookingStoryArgs> = (args) => inStoryPortal(args, <Loaded bookingID={bookingID} superAdmin={superAdmin} />, options);
  return Shown;
};

/** Within 24 hours of its start, a private cloud booking: capacity locked. */
export function privateCloudBookings(): Booking[] {
  const base = storyBooking('booking-3');
  const startMs = Date.now() + 3_600_000;
  return [
    { ...base, start: { ...base.start, time: new Date(startMs).toISOString(), timeValue: startMs }, end: { ...base.end, time: new Date(startMs + 3_600_000).toISOString(), timeValue: startMs + 3_600_000 } },
  ];
}

/** The live demo booking as an ordinary producer sees it (Doors Open Early on, Q&A on, a calendar). */
export const Basic = story(STORY_BOOKING_ID);
/** A super-admin: server selects, entry notifications, help button, the divider. */
export const SuperAdmin = story(STORY_BOOKING_ID, true);
/** Doors Open Early off: the doors rows cannot be edited. Private cloud, starting in days. */
export const DoorsOff = story('booking-3');
/** A private cloud booking starting within 24 hours: capacity locked. */
export const CapacityLocked: Story<BookingStoryArgs> = (args) =>
  inStoryPortal(args, <Loaded bookingID="booking-3" />, { bookings: privateCloudBookings() });
/** No mobile-hybrid code yet: one is created when the overview opens. */
export const NoMobileHybridCode = story('booking-4');
/** User hours cannot be read: 0.00. */
export const UsageError = story(STORY_BOOKING_ID, false, { failing: ['bookings.usage'] });
/** Every save fails (the spec's error texts, silent toggles). */
export const SaveError = story(STORY_BOOKING_ID, false, { failing: ['bookings.update'] });
/** Saves never finish (spinners). */
export const Saving = story(STORY_BOOKING_ID, false, { pending: ['bookings.update'] });
/** Someone else saved first: every save answers 412. */
export const ChangedElsewhere = story(STORY_BOOKING_ID, false, { stale: true });
/** Regenerating a link fails. */
export const RegenerateError = story(STORY_BOOKING_ID, false, { failing: ['bookings.regeneratePublicCode', 'bookings.regenerateMobileHybridCode'] });
