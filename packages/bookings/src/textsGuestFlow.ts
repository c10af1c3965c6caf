/**
 * Texts of the guest flow in the console (issue 27, ours; beyond the spec): the Registration tab's
 * 'Approval and waitlist' and 'Reminders and follow-ups' sections, and the Guest List's status
 * column, bulk approve / deny and waitlist. The English texts are a contract with the e2e journey.
 * @example guestFlowTexts.settings.saved // 'Guest flow saved'
 */
export const guestFlowTexts = {
  settings: {
    title: 'Approval and waitlist',
    requireApproval: 'Require approval',
    waitlist: 'Waitlist when full',
    claimWindow: 'Claim window (hours)',
    claimWindowHelp: 'How long a promoted guest has to claim the place.',
    language: 'Guest language',
    languages: { en: 'English', de: 'Deutsch' } as Record<string, string>,
    save: 'SAVE',
    saved: 'Guest flow saved',
    saveError: 'An error occurred saving the guest flow',
  },
  reminders: {
    title: 'Reminders and follow-ups',
    empty: 'This booking sends no reminders.',
    beforeStart: 'before the start',
    afterEnd: 'after the end',
    audiences: { registered: 'registered guests', attended: 'guests who came', missed: 'guests who missed it' },
    hours: (n: number) => (n === 1 ? '1 hour' : `${n} hours`),
    minutes: (n: number) => (n === 1 ? '1 minute' : `${n} minutes`),
    /** '24 hours before the start · registered guests'. */
    label: (offset: string, anchor: string, audience: string) => `${offset} ${anchor} · ${audience}`,
    send: (label: string) => `Send ${label}`,
    offsetLabel: (label: string) => `Minutes for ${label}`,
    minutesUnit: 'min',
    save: 'SAVE',
    saved: 'Reminders saved',
  },
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
