// The demo data every consumer app shows: one space, two bookings, three guests. Plain data and
// types only, so a React Server Component may import it.
import type { Booking, Registration } from '@greenroom/core';

/** The space the bookings list shows. */
export const SPACE_ID = 'space-1';

/** The guests every app expects to see on screen. */
export const GUEST_NAMES = ['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson'];

/** The bookings every app expects to see on screen. */
export const BOOKING_NAMES = ['Launch Night', 'Spring Summit'];

const time = (iso: string) => ({ time: iso, timezone: 'Europe/Berlin', timeValue: Date.parse(iso) });

/** One booking, every field written out (a partner maps its own event to this shape). */
export function demoBooking(bookingID: string, name: string, startISO: string, endISO: string): Booking {
  return {
    bookingID,
    spaceID: SPACE_ID,
    name,
    calendarID: '',
    start: time(startISO),
    end: time(endISO),
    doorsOpen: startISO,
    doorsClosed: endISO,
    enableDoors: false,
    accessTime: startISO,
    capacity: 100,
    registrationCapacity: 100,
    useRegistrationCapacity: false,
    gracePeriodMinutes: 0,
    registrationCount: 3,
    sendEntryNotifications: false,
    showInRoomHelpButton: false,
    privateCloud: false,
    enableQA: false,
    videoServer: '',
    videoServerAppID: '',
    gameServer: '',
    gamePort: 0,
    publicAppLoginCode: `pub-${bookingID}`,
    signUpLoginCode: `sign-${bookingID}`,
    mobileHybridLoginCode: `mob-${bookingID}`,
    emailTemplates: {},
    intakeFields: [],
    errorMessages: { public: '', signUp: '', attendee: '', presenter: '' },
    supportMessage: '',
    enableSupport: false,
    hangUpURL: '',
    registrationNotificationEmailAddress: '',
    version: 1,
  };
}

/** The booking whose guest list the apps show. */
export const BOOKING = demoBooking('evt-1', BOOKING_NAMES[0], '2026-12-01T18:00:00.000Z', '2026-12-01T21:00:00.000Z');
/** Both bookings of the demo space. */
export const BOOKINGS = [BOOKING, demoBooking('evt-2', BOOKING_NAMES[1], '2027-03-20T09:00:00.000Z', '2027-03-20T17:00:00.000Z')];

/** One demo guest of the demo booking. */
export function demoRegistration(index: number, name: string): Registration {
  const [firstName, lastName] = name.split(' ');
  return {
    registrationID: `reg-${index}`,
    bookingID: BOOKING.bookingID,
    loginCode: `code-${index}`,
    brand: index === 0,
    allowEarlyAccess: false,
    emails: [],
    registrationData: {
      firstName,
      lastName,
      company: 'Analytical Engines',
      emailAddress: `${firstName.toLowerCase()}@example.com`,
      phone: '',
      address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
    },
  };
}
