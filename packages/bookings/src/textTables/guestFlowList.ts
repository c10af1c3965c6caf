// The guest flow's Guest List texts (status column, bulk approve / deny, waitlist) as a table of
// their own, so their English ships with the Guest List tab only (its first screen reads only the
// part it draws, guestFlowTools.ts; the decision and waitlist dialogs read this one). The guest
// flow section is two tables under one name, one per tab that shows it (the other:
// guestFlowSettings.ts), so that neither tab carries the other's words and neither needs a chunk
// of its own for them.
import { defineTexts } from '@greenroom/core';
import type { BookingsTexts } from '../texts.en';
import { guestFlowListTexts } from '../textsGuestFlowList';

/** The Guest List's guest flow texts: the status column, approve / deny and the waitlist. */
export type GuestFlowListTexts = Pick<BookingsTexts['guestFlow'], 'status' | 'decision' | 'waitlist'>;

/**
 * The `status`, `decision` and `waitlist` of the bookings texts' `guestFlow` section; hosts
 * override them through `texts={{ bookings: { guestFlow: { … } } }}`. German comes from the one
 * German bookings chunk (its whole guestFlow section; this table reads its own entries only).
 * @example useTexts(guestFlowListTextTable).waitlist.title // 'Waitlist'
 */
export const guestFlowListTextTable = defineTexts<GuestFlowListTexts>('bookings.guestFlow', guestFlowListTexts, {
  de: () => import('../texts.de').then((module) => module.bookingsTextsDe.guestFlow),
});
