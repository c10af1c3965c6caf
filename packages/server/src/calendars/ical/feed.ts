import { escapeText, paramValue, serializeLines } from './text';
import { formatLocal, formatUtc, isKnownZone } from './zone';
import { buildVTimezone } from './vtimezone';

/** An instant and the IANA zone it is shown in. */
export interface FeedTime {
  epochMs: number;
  timezone: string;
}

/** One VEVENT of a feed. */
export interface FeedEvent {
  /** Stable across feeds and edits, e.g. `${bookingID}@greenroom`. */
  uid: string;
  summary: string;
  start: FeedTime;
  end: FeedTime;
  /** Rises whenever the event changes (RFC 5545 §3.8.7.4). */
  sequence: number;
}

/** What a feed is built from. */
export interface FeedInput {
  /** Shown by clients as the subscribed calendar's name (X-WR-CALNAME). */
  name: string;
  events: readonly FeedEvent[];
  /** The generation time, stamped on every event (DTSTAMP). */
  nowMs: number;
}

/** PRODID of every feed the server writes. @example `PRODID:${PRODUCT_ID}` */
export const PRODUCT_ID = '-//Greenroom//Calendar Feed 1.0//EN';

function dateTimeProperty(name: 'DTSTART' | 'DTEND', time: FeedTime): string {
  if (!isKnownZone(time.timezone)) return `${name}:${formatUtc(time.epochMs)}`;
  return `${name};TZID=${paramValue(time.timezone)}:${formatLocal(time.timezone, time.epochMs)}`;
}

function yearsByZone(events: readonly FeedEvent[]): Map<string, { from: number; to: number }> {
  const years = new Map<string, { from: number; to: number }>();
  for (const event of events) {
    for (const time of [event.start, event.end]) {
      if (!isKnownZone(time.timezone)) continue;
      const year = new Date(time.epochMs).getUTCFullYear();
      const known = years.get(time.timezone);
      if (known) {
        known.from = Math.min(known.from, year);
        known.to = Math.max(known.to, year);
      } else {
        years.set(time.timezone, { from: year, to: year });
      }
    }
  }
  return years;
}

function eventLines(event: FeedEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    dateTimeProperty('DTSTART', event.start),
  ];
  // DTEND must be later than DTSTART; without it the event is an instant (RFC 5545 §3.6.1).
  if (event.end.epochMs > event.start.epochMs) lines.push(dateTimeProperty('DTEND', event.end));
  lines.push(`SUMMARY:${escapeText(event.summary)}`, `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`);
  lines.push('END:VEVENT');
  return lines;
}

/**
 * Writes an RFC 5545 iCalendar object: one VTIMEZONE per zone the events use (covering the years
 * they fall in), then one VEVENT per event in start order, with escaped text and folded lines.
 * Times in a zone the runtime does not know are written in UTC.
 *
 * @example
 * buildCalendarFeed({
 *   name: 'Season',
 *   nowMs: Date.now(),
 *   events: [{ uid: 'b1@greenroom', summary: 'Launch', sequence: 2,
 *     start: { epochMs: Date.UTC(2026, 10, 21, 15), timezone: 'America/Chicago' },
 *     end: { epochMs: Date.UTC(2026, 10, 21, 16), timezone: 'America/Chicago' } }],
 * }); // 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n...'
 */
export function buildCalendarFeed({ name, events, nowMs }: FeedInput): string {
  const ordered = [...events].sort(
    (a, b) => a.start.epochMs - b.start.epochMs || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
  );
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  const zones = [...yearsByZone(ordered)].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [zone, { from, to }] of zones) lines.push(...buildVTimezone(zone, from, to));
  const stamp = formatUtc(nowMs);
  for (const event of ordered) lines.push(...eventLines(event, stamp));
  lines.push('END:VCALENDAR');
  return serializeLines(lines);
}
