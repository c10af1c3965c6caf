// The bookings texts every screen of the area needs (list, header and tabs, Overview, lists and
// times, embeds), without the sections only some tabs show (Registration, Messages, Attendees,
// Guest List, Email, sending, guest flow, Upload Attendee List's importing: the other tables of
// textTables/), so the bookings list downloads none of those. The package's components read this
// table, never the public bookingsTextTable, whose English carries every section.
import { defineTexts } from '@greenroom/core';
import { embedTexts } from '../embed/texts';
import type { BookingsTexts } from '../texts.en';
import { bookingTexts } from '../textsBooking';
import { listsTexts } from '../textsLists';

/** The bookings texts without the sections that have tables of their own (and `listing` without its `importing`). */
export type MainTexts = Omit<BookingsTexts, 'registration' | 'messages' | 'attendees' | 'guests' | 'email' | 'sending' | 'guestFlow' | 'listing'> & {
  listing: Omit<BookingsTexts['listing'], 'importing'>;
};

/** The main table's English: bookingsEnglish without the sections that have tables of their own. */
export const mainEnglish: MainTexts = { ...bookingTexts, embed: embedTexts, listing: listsTexts };

/**
 * The main bookings table (name 'bookings', so hosts override it through `texts={{ bookings: { … } }}`).
 * Its German is the whole German table's, less the sections with tables of their own (its
 * `listing` is German's whole, importing included; this table reads its own entries only).
 * @example useTexts(mainTextTable).emptyList // 'No bookings found for this space'
 */
export const mainTextTable = defineTexts<MainTexts>('bookings', mainEnglish, {
  de: () =>
    import('../texts.de').then(({ bookingsTextsDe: { registration, messages, attendees, guests, email, sending, guestFlow, ...main } }) => main),
});

// Here rather than beside bookingsTextTable: every panel imports this module, so each entry's
// declarations carry the typed `texts={{ bookings: … }}` overrides.
declare module '@greenroom/core' {
  interface GreenroomTexts {
    bookings: BookingsTexts;
  }
}
