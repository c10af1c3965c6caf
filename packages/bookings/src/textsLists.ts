/**
 * Texts of the lists and times (bookings list, Guest List, Attendees, Overview times; ours): a time
 * on the viewer's own clock and the bookings list's search. Part of listingTexts (textsListing.ts); a
 * file of their own so that the lists and the Overview carry these without Upload Attendee List's
 * (textsImporting.ts).
 * @example listsTexts.yourTime('6:00 PM EST') // '6:00 PM EST your time'
 */
export const listsTexts = {
  /** A time on the viewer's own clock, under the event's ('6:00 PM EST your time'). */
  yourTime: (when: string) => `${when} your time`,
  /** The bookings list's search box (by name). */
  searchBookings: 'Search bookings',
  /** No booking's name holds the search (the space has bookings). */
  noBookingMatch: (search: string) => `No bookings match “${search}”`,
};
