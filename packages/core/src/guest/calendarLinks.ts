import { toEpochMs, type Instant } from '../time/instant';

/** An event as the 'Add to calendar' links describe it. @example const event: CalendarLinkEvent = { title: 'Launch', start, end, url } */
export interface CalendarLinkEvent {
  title: string;
  start: Instant;
  end: Instant;
  /** The guest's personal link: written as the event's location and into its description. */
  url?: string;
  details?: string;
}

/** The web addresses that open a new event, filled in, in Google Calendar and Outlook on the web. */
export interface CalendarLinks {
  google: string;
  outlook: string;
}

const query = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** 2026-11-21T21:00:00.000Z → 20261121T210000Z (Google's `dates` form). */
const googleStamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The Google Calendar and Outlook links of an event, times in UTC (each calendar shows them in
 * its owner's zone). Spaces are encoded as %20, which both services read.
 * @example
 * calendarLinks({ title: 'Launch', start: '2026-11-21T21:00:00Z', end: '2026-11-21T22:00:00Z' }).google
 * // 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Launch&dates=20261121T210000Z%2F20261121T220000Z'
 */
export function calendarLinks(event: CalendarLinkEvent): CalendarLinks {
  const start = toEpochMs(event.start) ?? 0;
  const end = Math.max(start, toEpochMs(event.end) ?? start);
  const details = [event.details, event.url].filter(Boolean).join('\n\n') || undefined;
  return {
    google: `https://calendar.google.com/calendar/render?${query({
      action: 'TEMPLATE',
      text: event.title,
      dates: `${googleStamp(start)}/${googleStamp(end)}`,
      details,
      location: event.url,
    })}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${query({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: event.title,
      startdt: isoSeconds(start),
      enddt: isoSeconds(end),
      body: details,
      location: event.url,
    })}`,
  };
}
