// The Guest List and Presenters texts as a table of their own ('bookings.guests'), so their English
// ships with the tabs and dialogs that show them, not with the bookings list. The Guest List's first
// screen reads only its part of them (guestList.ts), so the dialogs' words come with the dialogs.
import { defineTexts } from '@greenroom/core';
import type { BookingsTexts } from '../texts.en';
import { guestTexts } from '../textsGuests';

/** The texts of the Guest List and Presenters tabs and their dialogs. */
export type GuestsTexts = BookingsTexts['guests'];

/**
 * The `guests` section of the bookings texts; hosts override it through
 * `texts={{ bookings: { guests: { … } } }}`. German comes from the one German bookings chunk.
 * @example useTexts(guestsTextTable).list.empty // 'No guests found for this booking'
 */
export const guestsTextTable = defineTexts<GuestsTexts>('bookings.guests', guestTexts, {
  de: () => import('../texts.de').then((module) => module.bookingsTextsDe.guests),
});
