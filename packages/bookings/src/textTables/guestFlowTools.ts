// The guest flow texts the Guest List draws before any dialog opens (status column, selection,
// APPROVE / DENY and their outcome, WAITLIST, the dialogs' titles) as a table of their own, so the
// tab's first bytes carry only these; the decision and waitlist dialogs read the whole Guest List
// part of the section (guestFlowList.ts) and bring it with their code. The guest flow tables share
// the section's name, so hosts keep one override shape.
import { defineTexts } from '@greenroom/core';
import { guestFlowToolsTexts } from '../textsGuestFlowTools';
import type { GuestFlowListTexts } from './guestFlowList';

/** The Guest List's guest flow texts it draws before a dialog opens. */
export interface GuestFlowToolsTexts {
  status: GuestFlowListTexts['status'];
  decision: Pick<GuestFlowListTexts['decision'], 'column' | 'select' | 'selectAllPending' | 'approve' | 'deny' | 'approveTitle' | 'denyTitle' | 'approved' | 'denied'>;
  waitlist: Pick<GuestFlowListTexts['waitlist'], 'open' | 'title'>;
}

/**
 * The `status`, and the first screen's entries of `decision` and `waitlist`, of the bookings
 * texts' `guestFlow` section; hosts override them through `texts={{ bookings: { guestFlow: { … } } }}`.
 * German comes from the one German bookings chunk (its whole guestFlow section; this table reads
 * its own entries only).
 * @example useTexts(guestFlowToolsTextTable).waitlist.open(2) // 'WAITLIST (2)'
 */
export const guestFlowToolsTextTable = defineTexts<GuestFlowToolsTexts>('bookings.guestFlow', guestFlowToolsTexts, {
  de: () => import('../texts.de').then((module) => module.bookingsTextsDe.guestFlow),
});
