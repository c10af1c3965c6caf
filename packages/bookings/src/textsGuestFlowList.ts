/**
 * Texts of the guest flow the Guest List shows (issue 27, ours; beyond the spec): its status
 * column, bulk approve / deny and waitlist. Part of guestFlowTexts (textsGuestFlow.ts); a file of their own so
 * that the Guest List and the Registration tab each carry only theirs.
 * @example guestFlowListTexts.waitlist.title // 'Waitlist'
 */
export const guestFlowListTexts = {
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
    cancel: 'CANCEL',
    approveTitle: 'Approve registrations',
    denyTitle: 'Deny registrations',
    approveQuestion: (n: number) => (n === 1 ? 'Approve 1 registration?' : `Approve ${n} registrations?`),
    denyQuestion: (n: number) => (n === 1 ? 'Deny 1 registration?' : `Deny ${n} registrations?`),
    message: 'Message to guests',
    messageHelp: 'Optional: added to the mail each guest receives.',
    approved: (n: number) => (n === 1 ? '1 registration approved' : `${n} registrations approved`),
    denied: (n: number) => (n === 1 ? '1 registration denied' : `${n} registrations denied`),
    error: 'An error occurred updating these registrations',
  },
  waitlist: {
    open: (n: number) => `WAITLIST (${n})`,
    title: 'Waitlist',
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
