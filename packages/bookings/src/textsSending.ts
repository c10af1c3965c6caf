import type { TextShape } from '@greenroom/core';
import { peopleSearchTexts } from './textsPeopleSearch';

/**
 * Texts of sending and of the people dialogs (Send Email, Send Invite, Manage Attendee/Presenter)
 * added after the first release, in English; German in textsSending.de.ts. Ours unless marked as the
 * spec's. The people lists' search texts are in textsPeopleSearch.ts (so the lists' first bytes carry
 * only those).
 * @example sendingTexts.invite.title // 'Send Invite'
 */
export const sendingTexts = {
  /** Send Email's people lists could not be read (docs/reference/bookings.md §8, the spec's words). */
  attendeesLoadError: 'An error occurred getting attendees for this booking',
  presentersLoadError: 'An error occurred getting presenters for this booking',
  retry: 'RETRY',
  /** The preview step's way back to the selection. */
  back: 'BACK',
  // The lists' search texts are named one by one (not spread), so the type keeps this order.
  /** How many of a list a search shows, said politely as it changes. */
  shownCount: peopleSearchTexts.shownCount,
  /** A search that matches nobody in a list that has people. */
  noMatch: peopleSearchTexts.noMatch,
  /** The people lists' search (Guest List, Presenters). */
  peopleSearch: peopleSearchTexts.peopleSearch,
  /** The Send Invite dialog (docs/reference/bookings.md §2.4 names it; its words are ours). */
  invite: {
    title: 'Send Invite', // the spec's name of the dialog
    template: 'Template',
    to: 'To',
    lastSent: 'Last sent',
    recipient: (name: string, address: string) => `${name} <${address}>`,
    never: 'Not sent yet',
    sentUndated: 'Sent before (no date recorded)',
    /** The typed email differs from the stored one, which the server sends to. */
    unsavedEmail: (stored: string) => `The email in the form is not saved yet: the invite goes to ${stored}. Save first to use the new address.`,
    noTemplate: (name: string) => `This booking has no '${name}' template.`,
    send: 'SEND',
    cancel: 'CANCEL',
    error: 'The invite could not be sent. Please try again.',
  },
  /** A template's latest state for one person, with when ('Sent on 11/21/2026 3:00 PM CST'). */
  stateOn: (state: string, date: string) => `${state} on ${date}`,
  /** The manage dialogs' list of what each template did for the person. */
  personEmails: (name: string) => `Emails of ${name}`,
  /** The failure reason after the template's name and state. */
  reason: (reason: string) => `Reason: ${reason}`,
};

/** The shape of {@link sendingTexts}, which every locale fills in. */
export type SendingTexts = TextShape<typeof sendingTexts>;
