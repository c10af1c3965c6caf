/**
 * Texts of the guest flow the Registration tab shows (issue 27, ours; beyond the spec): its
 * 'Approval and waitlist' and 'Reminders and follow-ups' sections. Part of guestFlowTexts (textsGuestFlow.ts);
 * a file of their own so that the Registration tab and the Guest List each carry only theirs.
 * @example guestFlowSettingsTexts.settings.saved // 'Guest flow saved'
 */
export const guestFlowSettingsTexts = {
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
};
