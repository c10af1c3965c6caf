import type { BookingTime } from '../entities';
import type { PortalLinks } from '../links';
import { DATE_TIME_FORMAT, formatDate, formatDateTimeInZone, formatInZone } from '../time/format';
import { secondZoneFor } from '../time/viewerZone';
import type { PlaceholderValues } from './placeholders';

/** What fills the placeholders of one recipient's mail. */
export interface PlaceholderSource {
  booking: { name: string; start: BookingTime; end: BookingTime; signUpLoginCode: string };
  /** `timeZone`: the guest's own IANA zone ('' or absent = unknown); the event's times then also show in it. */
  registration: { kind: 'attendee' | 'presenter'; loginCode: string; firstName: string; timeZone?: string };
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
 * How a guest's own time follows the event's in mail: the one wording, in one place.
 * @example guestTimeText('11/21/2026 3:00 PM PST', '6:00 PM EST') // '11/21/2026 3:00 PM PST (6:00 PM EST your time)'
 */
export function guestTimeText(eventTime: string, guestTime: string): string {
  return `${eventTime} (${guestTime} your time)`;
}

/**
 * One time of the event in mail: its date, time and zone in the event's own zone and, when the
 * guest's zone is known and its wall clock reads differently at that instant (core's
 * secondZoneFor), the guest's time after it (with the date too when the guest's day differs).
 * @example eventTimeForGuest('2026-11-21T23:00:00Z', 'America/Los_Angeles', 'America/New_York') // '11/21/2026 3:00 PM PST (6:00 PM EST your time)'
 * @example eventTimeForGuest('2026-11-21T23:00:00Z', 'America/Los_Angeles', '') // '11/21/2026 3:00 PM PST'
 */
export function eventTimeForGuest(instant: string, eventZone: string, guestZone?: string | null): string {
  const eventTime = formatDateTimeInZone(instant, eventZone);
  const guest = secondZoneFor(instant, eventZone, guestZone);
  if (!guest) return eventTime;
  const sameDay = formatDate(instant, eventZone) === formatDate(instant, guest);
  return guestTimeText(eventTime, formatInZone(instant, guest, sameDay ? 'h:mm A z' : `${DATE_TIME_FORMAT} z`));
}

/**
 * The event details placeholder: the booking's name, start and end in its own zone (and in the
 * guest's, when known and different).
 * @example eventDetails(booking, 'Europe/Berlin') // 'Launch\nStarts: 11/21/2026 3:00 PM CST (10:00 PM GMT+1 your time)\nEnds: …'
 */
export function eventDetails(booking: Pick<PlaceholderSource['booking'], 'name' | 'start' | 'end'>, guestZone?: string | null): string {
  return [
    booking.name,
    `Starts: ${eventTimeForGuest(booking.start.time, booking.start.timezone, guestZone)}`,
    `Ends: ${eventTimeForGuest(booking.end.time, booking.end.timezone, guestZone)}`,
  ].join('\n');
}

/**
 * The values a booking's recipients share: the sign-up link, the calendar feed link, the event
 * details in the booking's own timezone and the headers. Compute once per send.
 * @example bookingPlaceholderValues({ booking, links, calendarLoginCode: null }).addToCalendarLink // ''
 */
export function bookingPlaceholderValues(source: Omit<PlaceholderSource, 'registration'>): BookingPlaceholderValues {
  const { booking, links } = source;
  return {
    addToCalendarLink: source.calendarLoginCode ? joinLink(links.calendar, source.calendarLoginCode) : '',
    eventDetails: eventDetails(booking),
    welcomeHeader: source.headers?.welcomeHeader || `Welcome to ${booking.name}!`,
    mainHeader: source.headers?.mainHeader || booking.name,
    sectionHeader: source.headers?.sectionHeader || 'Event Details',
    registrationLink: joinLink(links.signUp, booking.signUpLoginCode),
  };
}

/**
 * One recipient's values on top of the booking's: the first name and the personal link (intake
 * host for an attendee, attendee-join host for a presenter, plus the registration's login code).
 * Given the booking, a recipient whose time zone is known gets the event details with their own
 * time too.
 * @example recipientPlaceholderValues(shared, { kind: 'attendee', loginCode: 'c1', firstName: 'Ada' }, links).intakeLink // '.../guest/intake/c1'
 */
export function recipientPlaceholderValues(
  shared: BookingPlaceholderValues,
  registration: PlaceholderSource['registration'],
  links: PortalLinks,
  booking?: Pick<PlaceholderSource['booking'], 'name' | 'start' | 'end'>,
): PlaceholderValues {
  const personalHost = registration.kind === 'presenter' ? links.attendeeJoin : links.intake;
  const ownDetails = booking && registration.timeZone ? { eventDetails: eventDetails(booking, registration.timeZone) } : {};
  return { ...shared, ...ownDetails, firstName: registration.firstName, intakeLink: joinLink(personalHost, registration.loginCode) };
}

/**
 * The placeholder values for one recipient: the first name, the personal link (intake host for an
 * attendee, attendee-join host for a presenter, plus the registration's login code), the sign-up
 * link, the calendar feed link, the event details in the booking's own timezone (and the guest's,
 * when known) and the headers.
 * @example
 * buildPlaceholderValues({ booking, registration: { kind: 'attendee', loginCode: 'c1', firstName: 'Ada' }, links, calendarLoginCode: null })
 *   .intakeLink // 'http://localhost:8080/guest/intake/c1'
 */
export function buildPlaceholderValues(source: PlaceholderSource): PlaceholderValues {
  return recipientPlaceholderValues(bookingPlaceholderValues(source), source.registration, source.links, source.booking);
}
