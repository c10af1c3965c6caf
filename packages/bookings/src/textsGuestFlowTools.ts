/**
 * Texts of the guest flow the Guest List draws before any of its dialogs opens (issue 27, ours;
 * beyond the spec): the status column, the selection, APPROVE / DENY and their outcome, the
 * WAITLIST button, and the dialogs' titles (what their frames say while the dialogs' code loads).
 * Part of guestFlowListTexts (textsGuestFlowList.ts); a file of their own so that the Guest List's
 * first bytes carry only these, and the dialogs' words come with the dialogs.
 * @example guestFlowToolsTexts.waitlist.open(2) // 'WAITLIST (2)'
 */
export const guestFlowToolsTexts = {
  status: {
    column: 'Status',
    pending: 'Pending',
    approved: 'Approved',
    denied: 'Denied',
    waitlisted: (position: number | null) => (position === null ? 'Waitlisted' : `Waitlisted (#${position})`),
    offered: (until: string) => `Offered until ${until}`,
    cancelled: 'Cancelled',
  },
  decision: {
    column: 'Select',
    select: (name: string) => `Select ${name}`,
    selectAllPending: 'Select all pending',
    approve: 'APPROVE',
    deny: 'DENY',
    approveTitle: 'Approve registrations',
    denyTitle: 'Deny registrations',
    approved: (n: number) => (n === 1 ? '1 registration approved' : `${n} registrations approved`),
    denied: (n: number) => (n === 1 ? '1 registration denied' : `${n} registrations denied`),
  },
  waitlist: {
    open: (n: number) => `WAITLIST (${n})`,
    title: 'Waitlist',
  },
};
