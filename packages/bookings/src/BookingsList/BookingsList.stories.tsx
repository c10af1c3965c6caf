import type { Story } from '@ladle/react';
import type { Booking } from '@greenroom/core';
import { useState } from 'react';
import { BookingStoryPortal, STORY_SPACE_ID, storyBooking } from '../stories/BookingStoryPortal';
import { StoryViewerZone } from '../stories/StoryViewerZone';
import { BookingsList } from './BookingsList';

export default { title: 'Bookings / Panels / Bookings List' };

function Harness({ viewerZone }: { viewerZone?: string }) {
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <StoryViewerZone zone={viewerZone}>
      <BookingsList spaceID={STORY_SPACE_ID} onOpenBooking={setOpened} />
      {opened ? <p>Opened booking: {opened}</p> : null}
    </StoryViewerZone>
  );
}

/** A booking of the demo space moved to 11/21/2026 3:00–5:00 PM on the clocks of `timezone`. */
function bookingIn(timezone: string, name: string): Booking {
  const base = storyBooking();
  const start = Date.parse('2026-11-21T15:00:00Z') - offsetHours[timezone] * 3_600_000;
  return { ...base, bookingID: `in-${name}`, name, start: { time: new Date(start).toISOString(), timezone, timeValue: start }, end: { time: new Date(start + 7_200_000).toISOString(), timezone, timeValue: start + 7_200_000 } };
}
const offsetHours: Record<string, number> = { 'America/Los_Angeles': -8, 'America/New_York': -5 };

/** 1,000 bookings (built on demand), to feel the virtualized scrolling. */
function manyBookings(): Booking[] {
  const base = storyBooking();
  return Array.from({ length: 1000 }, (_, index) => {
    const startMs = base.start.timeValue + index * 3_600_000;
    return {
      ...base,
      bookingID: `bulk-${index + 1}`,
      name: `Session ${index + 1}`,
      start: { ...base.start, time: new Date(startMs).toISOString(), timeValue: startMs },
      end: { ...base.end, time: new Date(startMs + 3_600_000).toISOString(), timeValue: startMs + 3_600_000 },
    };
  });
}

/** The demo space's bookings, newest start first. */
export const Basic: Story = () => (
  <BookingStoryPortal>
    <Harness />
  </BookingStoryPortal>
);

/** A viewer in New York: the Los Angeles booking shows New York's time under its own, the New York one does not. */
export const TwoZones: Story = () => (
  <BookingStoryPortal bookings={[bookingIn('America/Los_Angeles', 'West Coast Launch'), bookingIn('America/New_York', 'East Coast Launch')]}>
    <Harness viewerZone="America/New_York" />
  </BookingStoryPortal>
);

/** A space with 1,000 bookings. */
export const Many: Story = () => (
  <BookingStoryPortal bookings={manyBookings()}>
    <Harness />
  </BookingStoryPortal>
);

/** A space without bookings. */
export const Empty: Story = () => (
  <BookingStoryPortal bookings={[]}>
    <Harness />
  </BookingStoryPortal>
);

/** The list is still loading. */
export const Loading: Story = () => (
  <BookingStoryPortal pending={['bookings.listForSpace']}>
    <Harness />
  </BookingStoryPortal>
);

/** The list could not be fetched. */
export const Error: Story = () => (
  <BookingStoryPortal failing={['bookings.listForSpace']}>
    <Harness />
  </BookingStoryPortal>
);

/** NEW → SAVE never finishes: the Name Booking dialog stays in progress. */
export const Creating: Story = () => (
  <BookingStoryPortal pending={['bookings.create']}>
    <Harness />
  </BookingStoryPortal>
);

/** NEW → SAVE fails: 'An error occurred creating this booking'. */
export const CreateError: Story = () => (
  <BookingStoryPortal failing={['bookings.create']}>
    <Harness />
  </BookingStoryPortal>
);
