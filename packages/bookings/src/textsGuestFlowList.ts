import { guestFlowToolsTexts } from './textsGuestFlowTools';

/**
 * Texts of the guest flow the Guest List shows (issue 27, ours; beyond the spec): its status
 * column, bulk approve / deny and waitlist. Part of guestFlowTexts (textsGuestFlow.ts); a file of their own so
 * that the Guest List and the Registration tab each carry only theirs. What the Guest List draws before
 * a dialog opens is in textsGuestFlowTools.ts (so its first bytes carry only those).
 * @example guestFlowListTexts.waitlist.title // 'Waitlist'
 */
export const guestFlowListTexts = {
  // The first screen's texts (textsGuestFlowTools) are named one by one rather than spread, so the
  // type keeps this order (the API report shows it).
  status: guestFlowToolsTexts.status,
  decision: {
    column: guestFlowToolsTexts.decision.column,
    select: guestFlowToolsTexts.decision.select,
    selectAllPending: guestFlowToolsTexts.decision.selectAllPending,
    approve: guestFlowToolsTexts.decision.approve,
    deny: guestFlowToolsTexts.decision.deny,
    cancel: 'CANCEL',
    approveTitle: guestFlowToolsTexts.decision.approveTitle,
    denyTitle: guestFlowToolsTexts.decision.denyTitle,
    approveQuestion: (n: number) => (n === 1 ? 'Approve 1 registration?' : `Approve ${n} registrations?`),
    denyQuestion: (n: number) => (n === 1 ? 'Deny 1 registration?' : `Deny ${n} registrations?`),
    message: 'Message to guests',
    messageHelp: 'Optional: added to the mail each guest receives.',
    approved: guestFlowToolsTexts.decision.approved,
    denied: guestFlowToolsTexts.decision.denied,
    error: 'An error occurred updating these registrations',
  },
  waitlist: {
    open: guestFlowToolsTexts.waitlist.open,
    title: guestFlowToolsTexts.waitlist.title,
    empty: 'Nobody is on the waitlist.',
    position: (n: number | null) => (n === null ? '' : `#${n}`),
    promote: 'PROMOTE',
    promoteName: (name: string) => `Promote ${name}`,
    offeredTitle: 'Offered a place',
    promoted: (name: string) => `${name} was offered a place`,
    error: 'An error occurred promoting this guest',
    close: 'CLOSE',
  },
};
