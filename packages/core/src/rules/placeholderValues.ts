import type { BookingTime } from '../entities';
import type { PortalLinks } from '../links';
import { formatDateTimeInZone } from '../time';
import type { PlaceholderValues } from './placeholders';

/** What fills the placeholders of one recipient's mail. */
export interface PlaceholderSource {
  booking: { name: string; start: BookingTime; end: BookingTime; signUpLoginCode: string };
  registration: { kind: 'attendee' | 'presenter'; loginCode: string; firstName: string };
  links: PortalLinks;
  /** Login code of the booking's calendar feed; null when the booking is on no calendar (the link is then ''). */
  calendarLoginCode: string | null;
  /** Header texts from the space's email skin; defaults are used for missing ones. */
  headers?: { welcomeHeader?: string; mainHeader?: string; sectionHeader?: string };
}

/**
 * A link host plus a code, with one slash between (the same joining as core's buildLink, which
 * lives in core's React-bearing entry point).
 * @example joinLink('https://x/ical/', 'abc') // 'https://x/ical/abc'
 */
export function joinLink(host: string, code: string): string {
  return `${host.replace(/\/+$/, '')}/${encodeURIComponent(code)}`;
}

/** The values every recipient of a booking shares (all but the first name and the personal link). */
export type BookingPlaceholderValues = Omit<PlaceholderValues, 'firstName' | 'intakeLink'>;

/**
 * The values a booking's recipients share: the sign-up link, the calendar feed link, the event
 * details in the booking's own timezone and the headers. Compute once per send.
 * @example bookingPlaceholderValues({ booking, links, calendarLoginCode: null }).addToCalendarLink // ''
 */
export function bookingPlaceholderValues(source: Omit<PlaceholderSource, 'registration'>): BookingPlaceholderValues {
  const { booking, links } = source;
  const details = [
    booking.name,
    `Starts: ${formatDateTimeInZone(booking.start.time, booking.start.timezone)}`,
    `Ends: ${formatDateTimeInZone(booking.end.time, booking.end.timezone)}`,
  ].join('\n');
  return {
    addToCalendarLink: source.calendarLoginCode ? joinLink(links.calendar, source.calendarLoginCode) : '',
    eventDetails: details,
    welcomeHeader: source.headers?.welcomeHeader || `Welcome to ${booking.name}!`,
    mainHeader: source.headers?.mainHeader || booking.name,
    sectionHeader: source.headers?.sectionHeader || 'Event Details',
    registrationLink: joinLink(links.signUp, booking.signUpLoginCode),
  };
}

/**
 * One recipient's values on top of the booking's: the first name and the personal link (intake
 * host for an attendee, attendee-join host for a presenter, plus the registration's login code).
 * @example recipientPlaceholderValues(shared, { kind: 'attendee', loginCode: 'c1', firstName: 'Ada' }, links).intakeLink // '.../guest/intake/c1'
 */
export function recipientPlaceholderValues(shared: BookingPlaceholderValues, registration: PlaceholderSource['registration'], links: PortalLinks): PlaceholderValues {
  const personalHost = registration.kind === 'presenter' ? links.attendeeJoin : links.intake;
  return { ...shared, firstName: registration.firstName, intakeLink: joinLink(personalHost, registration.loginCode) };
}

/**
 * The placeholder values for one recipient: the first name, the personal link (intake host for an
 * attendee, attendee-join host for a presenter, plus the registration's login code), the sign-up
 * link, the calendar feed link, the event details in the booking's own timezone and the headers.
 * @example
 * buildPlaceholderValues({ booking, registration: { kind: 'attendee', loginCode: 'c1', firstName: 'Ada' }, links, calendarLoginCode: null })
 *   .intakeLink // 'http://localhost:8080/guest/intake/c1'
 */
export function buildPlaceholderValues(source: PlaceholderSource): PlaceholderValues {
  return recipientPlaceholderValues(bookingPlaceholderValues(source), source.registration, source.links);
}
