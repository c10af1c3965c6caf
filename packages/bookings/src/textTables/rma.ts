// The Registration, Messages and Attendees tabs' texts as a table of their own, so their English
// ships with those tabs (and their dialogs) rather than with the bookings list and the editor's
// first tab. Its sections sit at the top of the bookings texts, so this table shares the main
// table's name and reads only its own three sections, as the two guest flow tables share theirs.
import { defineTexts } from '@greenroom/core';
import type { BookingsTexts } from '../texts.en';
import { rmaTexts } from '../textsRma';

/** The texts of the Registration, Messages and Attendees tabs. */
export type RmaTexts = Pick<BookingsTexts, 'registration' | 'messages' | 'attendees'>;

/**
 * The `registration`, `messages` and `attendees` sections of the bookings texts; hosts override
 * them through `texts={{ bookings: { registration: { … } } }}`. German comes from the one German
 * bookings chunk (this table reads its own three sections only).
 * @example useTexts(rmaTextTable).attendees.empty // 'The attendee list is empty for this booking'
 */
export const rmaTextTable = defineTexts<RmaTexts>('bookings', rmaTexts, {
  de: () => import('../texts.de').then(({ bookingsTextsDe: { registration, messages, attendees } }) => ({ registration, messages, attendees })),
});
