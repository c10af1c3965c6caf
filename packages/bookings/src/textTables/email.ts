// The Email tab's texts as a table of their own ('bookings.email'), so their English ships with the
// Email tab and the mail dialogs, not with the bookings list.
import { defineTexts } from '@greenroom/core';
import type { BookingsTexts } from '../texts.en';
import { emailTexts } from '../textsEmail';

/** The texts of the Email tab and its dialogs (templates, Send Email). */
export type EmailTexts = BookingsTexts['email'];

/**
 * The `email` section of the bookings texts; hosts override it through
 * `texts={{ bookings: { email: { … } } }}`. German comes from the one German bookings chunk.
 * @example useTexts(emailTextTable).addTitle // 'Add Template'
 */
export const emailTextTable = defineTexts<EmailTexts>('bookings.email', emailTexts, {
  de: () => import('../texts.de').then((module) => module.bookingsTextsDe.email),
});
