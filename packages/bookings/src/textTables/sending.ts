// The texts of sending and of the people lists and dialogs as a table of their own
// ('bookings.sending'), so their English ships with the components that show them, not with the
// bookings list. The people lists themselves read only their search's texts (peopleSearch.ts).
import { defineTexts } from '@greenroom/core';
import { sendingTexts, type SendingTexts } from '../textsSending';

/**
 * The `sending` section of the bookings texts; hosts override it through
 * `texts={{ bookings: { sending: { … } } }}`. German comes from the one German bookings chunk.
 * @example useTexts(sendingTextTable).invite.title // 'Send Invite'
 */
export const sendingTextTable = defineTexts<SendingTexts>('bookings.sending', sendingTexts, {
  de: () => import('../texts.de').then((module) => module.bookingsTextsDe.sending),
});
