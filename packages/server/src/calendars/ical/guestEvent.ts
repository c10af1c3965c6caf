import { escapeText, paramValue, serializeLines } from './text';
import { formatLocal, formatUtc, isKnownZone } from './zone';
import { buildVTimezone } from './vtimezone';
import type { FeedTime } from './feed';

/** PRODID of a guest's calendar file. @example `PRODID:${GUEST_EVENT_PRODUCT_ID}` */
export const GUEST_EVENT_PRODUCT_ID = '-//Greenroom//Guest Event 1.0//EN';

/** One guest's event as its .ics download describes it. */
export interface GuestEvent {
  /** Stable per booking and registration, e.g. `${bookingID}.${registrationID}@greenroom`. */
  uid: string;
  summary: string;
  start: FeedTime;
  end: FeedTime;
  /** The guest's personal link (URL, and the description's text). */
  url: string;
  /** The generation time (DTSTAMP). */
  nowMs: number;
  /** PUBLISH (a download: the default) or REQUEST (an invitation mailed to the guest). */
  method?: 'PUBLISH' | 'REQUEST';
  /** Rises whenever the event changes (RFC 5545 §3.8.7.4); written when given. */
  sequence?: number;
  /** Who invites (an invitation's ORGANIZER): the mail's sender. */
  organizer?: { name: string; address: string };
  /** Who is invited (ATTENDEE): the guest. */
  attendee?: { name: string; address: string };
}

/** A CAL-ADDRESS property with its common name: `ORGANIZER;CN=Greenroom:mailto:no-reply@x`. */
function person(name: 'ORGANIZER' | 'ATTENDEE', who: { name: string; address: string }, extra = ''): string {
  const cn = who.name.trim() === '' ? '' : `;CN=${paramValue(who.name.trim())}`;
  return `${name}${cn}${extra}:mailto:${who.address.replace(/[\s"<>]/g, '')}`;
}

function dateTime(name: 'DTSTART' | 'DTEND', time: FeedTime): string {
  if (!isKnownZone(time.timezone)) return `${name}:${formatUtc(time.epochMs)}`;
  return `${name};TZID=${paramValue(time.timezone)}:${formatLocal(time.timezone, time.epochMs)}`;
}

/**
 * A guest's calendar file (RFC 5545, METHOD:PUBLISH, or REQUEST for an invitation with its
 * SEQUENCE, ORGANIZER and ATTENDEE, RFC 5546): the VTIMEZONE of each zone the event's times
 * use (calendars/ical's writer), then one VEVENT with the event's own zone, the personal link as
 * URL and description, folded and escaped like the calendar feed.
 * @example
 * buildGuestEventIcs({ uid: 'b1.r1@greenroom', summary: 'Launch', url: 'https://x/guest/intake/k3y', nowMs: Date.now(),
 *   start: { epochMs: Date.UTC(2026, 10, 21, 21), timezone: 'America/Chicago' },
 *   end: { epochMs: Date.UTC(2026, 10, 21, 22), timezone: 'America/Chicago' } }); // 'BEGIN:VCALENDAR\r\n…'
 */
export function buildGuestEventIcs(event: GuestEvent): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${GUEST_EVENT_PRODUCT_ID}`, 'CALSCALE:GREGORIAN', `METHOD:${event.method ?? 'PUBLISH'}`];
  const zones = [...new Set([event.start.timezone, event.end.timezone].filter(isKnownZone))].sort();
  for (const zone of zones) {
    const years = [event.start.epochMs, event.end.epochMs].map((ms) => new Date(ms).getUTCFullYear());
    lines.push(...buildVTimezone(zone, Math.min(...years), Math.max(...years)));
  }
  lines.push('BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${formatUtc(event.nowMs)}`, dateTime('DTSTART', event.start));
  // DTEND must be later than DTSTART (RFC 5545 §3.6.1).
  if (event.end.epochMs > event.start.epochMs) lines.push(dateTime('DTEND', event.end));
  lines.push(`SUMMARY:${escapeText(event.summary)}`, `URL:${event.url}`, `DESCRIPTION:${escapeText(event.url)}`);
  if (event.sequence !== undefined) lines.push(`SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`);
  if (event.organizer) lines.push(person('ORGANIZER', event.organizer));
  if (event.attendee) lines.push(person('ATTENDEE', event.attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE'));
  if (event.method === 'REQUEST') lines.push('STATUS:CONFIRMED');
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return serializeLines(lines);
}
