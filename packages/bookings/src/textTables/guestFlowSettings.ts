// The guest flow's Registration tab texts (approval, waitlist and reminder settings) as a table of
// their own, so their English ships with the Registration tab only. The guest flow section is two
// tables under one name, one per tab that shows it (the other: guestFlowList.ts), so that neither
// tab carries the other's words and neither needs a chunk of its own for them.
import { defineTexts } from '@greenroom/core';
import type { BookingsTexts } from '../texts.en';
import { guestFlowSettingsTexts } from '../textsGuestFlowSettings';

/** The Registration tab's guest flow texts: 'Approval and waitlist' and 'Reminders and follow-ups'. */
export type GuestFlowSettingsTexts = Pick<BookingsTexts['guestFlow'], 'settings' | 'reminders'>;

/**
 * The `settings` and `reminders` of the bookings texts' `guestFlow` section; hosts override them
 * through `texts={{ bookings: { guestFlow: { … } } }}`. German comes from the one German bookings
 * chunk (its whole guestFlow section; this table reads its own entries only).
 * @example useTexts(guestFlowSettingsTextTable).settings.saved // 'Guest flow saved'
 */
export const guestFlowSettingsTextTable = defineTexts<GuestFlowSettingsTexts>('bookings.guestFlow', guestFlowSettingsTexts, {
  de: () => import('../texts.de').then((module) => module.bookingsTextsDe.guestFlow),
});
