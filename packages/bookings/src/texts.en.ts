// The bookings text table in English, and its type: the list, editor and Overview texts
// (textsBooking) composed with the sub-tables (textsRma, textsGuests, textsEmail, embed/texts…);
// the German table (texts.de.ts) follows it. The package's own components read the same words
// through the tables of textTables/, so a screen downloads only the sections it shows.
import type { TextShape } from '@greenroom/core';
import { embedTexts } from './embed/texts';
import { bookingTexts } from './textsBooking';
import { emailTexts } from './textsEmail';
import { guestFlowTexts } from './textsGuestFlow';
import { guestTexts } from './textsGuests';
import { listingTexts } from './textsListing';
import { rmaTexts } from './textsRma';
import { sendingTexts } from './textsSending';

export { bookingTexts };

/**
 * Every text of the booking area as one table: the list, editor and Overview texts at the top,
 * the Registration, Messages and Attendees tabs under `registration`, `messages` and `attendees`,
 * the Guest List and Presenters under `guests`, the Email tab under `email`, the non-React
 * embeds under `embed`, and later additions under `sending` (mail and people dialogs), `listing`
 * (lists, times, import) and `guestFlow` (approval, waitlist and reminders, issue 27).
 * @example bookingsEnglish.guests.list.empty // 'No guests found for this booking'
 */
export const bookingsEnglish = {
  ...bookingTexts,
  ...rmaTexts,
  guests: guestTexts,
  email: emailTexts,
  embed: embedTexts,
  sending: sendingTexts,
  listing: listingTexts,
  guestFlow: guestFlowTexts,
};

/**
 * The shape of the booking area's texts, which every locale fills in and a host overrides.
 * @example const texts: BookingsTexts = bookingsEnglish;
 */
export type BookingsTexts = TextShape<typeof bookingsEnglish>;
