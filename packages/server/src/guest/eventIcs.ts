import { buildVTimezone, escapeText, formatLocal, formatUtc, isKnownZone, paramValue, serializeLines, type FeedTime } from '../calendars/ical';

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
}

function dateTime(name: 'DTSTART' | 'DTEND', time: FeedTime): string {
  if (!isKnownZone(time.timezone)) return `${name}:${formatUtc(time.epochMs)}`;
  return `${name};TZID=${paramValue(time.timezone)}:${formatLocal(time.timezone, time.epochMs)}`;
}

/**
 * A guest's calendar file (RFC 5545, METHOD:PUBLISH): the VTIMEZONE of each zone the event's times
 * use (calendars/ical's writer), then one VEVENT with the event's own zone, the personal link as
 * URL and description, folded and escaped like the calendar feed.
 * @example
 * buildGuestEventIcs({ uid: 'b1.r1@greenroom', summary: 'Launch', url: 'https://x/guest/intake/k3y', nowMs: Date.now(),
 *   start: { epochMs: Date.UTC(2026, 10, 21, 21), timezone: 'America/Chicago' },
 *   end: { epochMs: Date.UTC(2026, 10, 21, 22), timezone: 'America/Chicago' } }); // 'BEGIN:VCALENDAR\r\n…'
 */
export function buildGuestEventIcs(event: GuestEvent): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${GUEST_EVENT_PRODUCT_ID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  const zones = [...new Set([event.start.timezone, event.end.timezone].filter(isKnownZone))].sort();
  for (const zone of zones) {
    const years = [event.start.epochMs, event.end.epochMs].map((ms) => new Date(ms).getUTCFullYear());
    lines.push(...buildVTimezone(zone, Math.min(...years), Math.max(...years)));
  }
  lines.push('BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${formatUtc(event.nowMs)}`, dateTime('DTSTART', event.start));
  // DTEND must be later than DTSTART (RFC 5545 §3.6.1).
  if (event.end.epochMs > event.start.epochMs) lines.push(dateTime('DTEND', event.end));
  lines.push(`SUMMARY:${escapeText(event.summary)}`, `URL:${event.url}`, `DESCRIPTION:${escapeText(event.url)}`, 'END:VEVENT', 'END:VCALENDAR');
  return serializeLines(lines);
}
