// The bookings text table: English (texts.en.ts) and German (texts.de.ts, fetched when asked for) joined by defineTexts; the
// English tables and their type are re-exported here, where the package's index imports them. It is the
// public table, for partners: the package's own components read the tables of textTables/ instead
// (the same words, split so that a screen downloads only the sections it shows).
import { defineTexts } from '@greenroom/core';
import { bookingsEnglish, bookingTexts, type BookingsTexts } from './texts.en';

export { bookingsEnglish, bookingTexts, type BookingsTexts };

/**
 * The booking area's text table ('bookings'): English, German, and what a host overrides through
 * `texts={{ bookings: { … } }}`.
 * @example
 * const texts = useTexts(bookingsTextTable);
 * texts.guests.list.newGuest // 'NEW', or 'NEU' in German
 */
export const bookingsTextTable = defineTexts<BookingsTexts>('bookings', bookingsEnglish, {
  de: () => import('./texts.de').then((module) => module.bookingsTextsDe),
});
