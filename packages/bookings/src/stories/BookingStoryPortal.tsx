import { createDemoSeed, HttpError, REFUSAL_TEXTS, type Booking, type MemorySeed } from '@greenroom/core';
import { PORTAL_FIXTURE_NOW, PortalFixture, type PortalFixtureProps } from '@greenroom/testing';

/** The moment the booking stories stand still at: 'Product Launch Keynote' is live then. */
export const STORY_NOW = PORTAL_FIXTURE_NOW;
/** The space the stories show. */
export const STORY_SPACE_ID = 'space-1';
/** The demo booking live at {@link STORY_NOW} ('Product Launch Keynote'). */
export const STORY_BOOKING_ID = 'booking-1';

const HOUR = 3_600_000;

/**
 * The demo world at {@link STORY_NOW}, optionally with the bookings replaced.
 * @example const seed = bookingStorySeed([]); // a space without bookings
 */
export function bookingStorySeed(bookings?: Booking[]): MemorySeed {
  const seed = createDemoSeed({ now: STORY_NOW });
  return bookings ? { ...seed, bookings } : seed;
}

/**
 * One demo booking by id, as the seed holds it.
 * @example storyBooking('booking-3').name // 'Customer Roundtable'
 */
export function storyBooking(bookingID: string = STORY_BOOKING_ID): Booking {
  const found = bookingStorySeed().bookings?.find((booking) => booking.bookingID === bookingID);
  if (!found) throw new Error(`The demo seed has no booking ${bookingID}`);
  return found;
}

/**
 * A demo booking moved to start `hoursFromNow` after {@link STORY_NOW} and run `hours` long.
 * @example storyBookingAt('booking-3', 1) // private cloud, starting in an hour
 */
export function storyBookingAt(bookingID: string, hoursFromNow: number, hours = 1): Booking {
  const base = storyBooking(bookingID);
  const startMs = STORY_NOW.valueOf() + hoursFromNow * HOUR;
  const endMs = startMs + hours * HOUR;
  return {
    ...base,
    start: { ...base.start, time: new Date(startMs).toISOString(), timeValue: startMs },
    end: { ...base.end, time: new Date(endMs).toISOString(), timeValue: endMs },
    accessTime: new Date(startMs).toISOString(),
    doorsOpen: new Date(startMs - HOUR / 2).toISOString(),
    doorsClosed: new Date(endMs + HOUR / 2).toISOString(),
  };
}

/** The answer to a PUT carrying a stale version (someone else saved first). */
export const staleVersion = () => new HttpError(412, 'This booking was changed by someone else. Reload it and try again.');

/** The answer to a save of a guest, presenter or email template read at an older version (someone else saved first). */
export const staleRecord = () => new HttpError(412, REFUSAL_TEXTS.staleRecord);

/** How a booking story sets up its portal, besides the fixture's own options. */
export interface BookingStoryPortalProps extends PortalFixtureProps {
  /** The bookings instead of the demo ones. */
  bookings?: Booking[];
}

/**
 * The portal fixture as the booking stories want it: the provider's clock standing still at
 * {@link STORY_NOW} with the demo world built around it (so LIVE shows the same every time), the
 * demo space selected, and a backend answering after 300 ms in Ladle (at once under renderStory).
 * @example
 * export const Loading: Story = () => (
 *   <BookingStoryPortal pending={['bookings.listForSpace']}><BookingsList spaceID={STORY_SPACE_ID} onOpenBooking={open} /></BookingStoryPortal>
 * );
 */
export function BookingStoryPortal({ bookings, ...fixture }: BookingStoryPortalProps) {
  return (
    <PortalFixture
      now={STORY_NOW}
      delay={300}
      seed={bookingStorySeed(bookings)}
      initialSelection={{ spaceID: STORY_SPACE_ID }}
      {...fixture}
    />
  );
}
