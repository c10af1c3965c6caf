import type { TextShape } from '@greenroom/core';

// The guest pages' text table in English, and its type: the words the German table (texts.de.ts) follows.
// The spec words none of the guest pages (issue 27): every text here is ours. The booking's own
// texts (its link messages, support message) and core's rule messages come from the server.

/**
 * Every text the guest pages show (ours: the reference leaves the guest pages open).
 * @example
 * guestTexts.join.addToCalendar // 'Add to calendar'
 */
export const guestTexts = {
  loading: 'Loading…',
  /** The heading of a link that does not lead anywhere; the booking's own message follows it. */
  linkProblem: 'This link does not work',
  retry: 'Try again',
  join: {
    greeting: (firstName: string) => (firstName ? `Hello, ${firstName}` : 'Hello'),
    eventTime: 'Event time',
    yourTime: 'Your time',
    doors: (opens: string, closes: string) => `Doors open ${opens} and close ${closes}.`,
    notOpenYet: 'The room is not open yet.',
    opensIn: 'The room opens in',
    countdown: (days: number, hours: number, minutes: number, seconds: number) =>
      `${days > 0 ? `${days} d ` : ''}${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`,
    countdownSpoken: (days: number, hours: number, minutes: number) =>
      [days && `${days} ${days === 1 ? 'day' : 'days'}`, hours && `${hours} ${hours === 1 ? 'hour' : 'hours'}`, `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`]
        .filter(Boolean)
        .join(', '),
    open: 'The room is open.',
    joinNow: 'Join now',
    full: 'The room is full right now. Please try again in a few minutes.',
    closed: 'The room is closed.',
    addToCalendar: 'Add to calendar',
    downloadIcs: 'Download calendar file (.ics)',
    google: 'Google Calendar',
    outlook: 'Outlook',
    support: 'Need help?',
    // Where the registration stands (issue 27).
    pending: 'Your registration is waiting for approval.',
    waitlisted: (position: number | null) => (position ? `You are on the waitlist (number ${position}).` : 'You are on the waitlist.'),
    offered: (until: string) => `A place is free for you until ${until}.`,
    claim: 'Claim',
    denied: 'Your registration was not approved.',
    cancelled: 'Your registration is cancelled.',
    cancel: 'Cancel my registration',
    cancelTitle: 'Cancel your registration?',
    cancelMessage: 'Your place goes to the next person waiting. This cannot be undone.',
    cancelConfirm: 'Cancel registration',
    keep: 'Keep it',
  },
  signUp: {
    title: (bookingName: string) => `Register for ${bookingName}`,
    required: 'Required',
    optional: 'Optional',
    firstName: 'First Name',
    lastName: 'Last Name',
    company: 'Company',
    emailAddress: 'Email',
    phone: 'Phone',
    addressLine1: 'Address Line 1',
    addressLine2: 'Address Line 2',
    city: 'City',
    state: 'State',
    zipCode: 'Zip Code',
    stateProvinceRegion: 'State/Province/Region',
    zipPostalCode: 'Postal Code',
    country: 'Country',
    submit: 'Register',
    /** Announced with the first field error after a refused submit. */
    fixErrors: 'Please correct the marked fields.',
    full: 'Registration is full',
    done: "You're registered",
    doneHint: 'Keep this personal link: it takes you to the event.',
    yourLink: 'Your personal link',
    openLink: 'Open your event page',
    // Issue 27: a full booking with a waitlist, and where a new registration stands.
    waitlistOffer: 'The event is full, but you can join the waitlist: we will write to you when a place is free.',
    submitWaitlist: 'Join the waitlist',
    donePending: 'Your registration is waiting for approval',
    doneWaitlisted: 'You are on the waitlist',
  },
};

/** The guest pages' text table's shape: what a translation fills in. @example const de: GuestTexts = guestTextsDe; */
export type GuestTexts = TextShape<typeof guestTexts>;
