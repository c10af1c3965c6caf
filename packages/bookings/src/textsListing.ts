import type { TextShape } from '@greenroom/core';
import { importingTexts } from './textsImporting';
import { listsTexts } from './textsLists';

/**
 * Texts of the lists, times and import (bookings list, Guest List, Attendees, Overview times, Upload
 * Attendee List) added after the first release, in English; German in textsListing.de.ts. Ours unless
 * marked as the spec's. The lists' and times' texts are in textsLists.ts, Upload Attendee List's in
 * textsImporting.ts (so each ships only with what shows it).
 * @example listingTexts.yourTime('6:00 PM EST') // '6:00 PM EST your time'
 */
export const listingTexts = {
  // Named one by one rather than spread, so the type keeps this order (the API report shows it).
  /** A time on the viewer's own clock, under the event's ('6:00 PM EST your time'). */
  yourTime: listsTexts.yourTime,
  /** The bookings list's search box (by name). */
  searchBookings: listsTexts.searchBookings,
  /** No booking's name holds the search (the space has bookings). */
  noBookingMatch: listsTexts.noBookingMatch,
  /** Upload Attendee List: matching the file's columns, and the preview of every row. */
  importing: importingTexts,
};

/** The shape of {@link listingTexts}, which every locale fills in. */
export type ListingTexts = TextShape<typeof listingTexts>;
