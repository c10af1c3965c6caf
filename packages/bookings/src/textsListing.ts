import type { TextShape } from '@greenroom/core';

/**
 * Texts of the lists, times and import (bookings list, Guest List, Attendees, Overview times, Upload
 * Attendee List) added after the first release, in English; German in textsListing.de.ts. Ours unless
 * marked as the spec's.
 * @example listingTexts.placeholder // ''
 */
export const listingTexts = {
  /** Not shown: keeps the table non-empty until the first text lands. */
  placeholder: '',
};

/** The shape of {@link listingTexts}, which every locale fills in. */
export type ListingTexts = TextShape<typeof listingTexts>;
