import ical, { type CalendarResponse, type VEvent, type VTimeZone } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { buildCalendarFeed, type FeedEvent } from './feed';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

function event(overrides: Partial<FeedEvent> & Pick<FeedEvent, 'uid'>): FeedEvent {
  return {
    summary: 'Launch',
    sequence: 0,
    start: { epochMs: Date.UTC(2026, 10, 21, 15), timezone: 'America/Chicago' },
    end: { epochMs: Date.UTC(2026, 10, 21, 16, 30), timezone: 'America/Chicago' },
    ...overrides,
  };
}

const events = (parsed: CalendarResponse) =>
  Object.values(parsed).filter((entry): entry is VEvent => entry?.type === 'VEVENT');
const zones = (parsed: CalendarResponse) =>
  Object.values(parsed).filter((entry): entry is VTimeZone => entry?.type === 'VTIMEZONE');

describe('buildCalendarFeed', () => {
  it('writes a calendar that node-ical reads back: one VEVENT per event with its UID, times, SUMMARY and SEQUENCE', () => {
    const text = buildCalendarFeed({
      name: 'Season',
      nowMs: NOW,
      events: [
        event({ uid: 'b1@greenroom', summary: 'Launch', sequence: 4 }),
        event({
          uid: 'b2@greenroom',
          summary: 'Tokyo panel',
          start: { epochMs: Date.UTC(2027, 0, 10, 1), timezone: 'Asia/Tokyo' },
          end: { epochMs: Date.UTC(2027, 0, 10, 2), timezone: 'Asia/Tokyo' },
        }),
      ],
    });
    const parsed = ical.sync.parseICS(text);
    const [launch, panel] = events(parsed);
    expect(launch.uid).toBe('b1@greenroom');
    expect(launch.summary).toBe('Launch');
    expect(String(launch.sequence)).toBe('4');
    expect(launch.start.toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(launch.end.toISOString()).toBe('2026-11-21T16:30:00.000Z');
    expect(launch.dtstamp.toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(panel.uid).toBe('b2@greenroom');
    expect(panel.start.toISOString()).toBe('2027-01-10T01:00:00.000Z');
    expect(parsed.vcalendar).toMatchObject({ version: '2.0', method: 'PUBLISH', 'WR-CALNAME': 'Season' });
  });

  it("writes DTSTART/DTEND as wall-clock times in each event's own zone, with a matching VTIMEZONE per zone", () => {
    const text = buildCalendarFeed({
      name: 'Season',
      nowMs: NOW,
      events: [
        event({ uid: 'b1@greenroom' }),
        event({
          uid: 'b2@greenroom',
          start: { epochMs: Date.UTC(2027, 0, 10, 1), timezone: 'Asia/Tokyo' },
          end: { epochMs: Date.UTC(2027, 0, 10, 2), timezone: 'Asia/Tokyo' },
        }),
      ],
    });
    expect(text).toContain('\r\nDTSTART;TZID=America/Chicago:20261121T090000\r\n');
    expect(text).toContain('\r\nDTEND;TZID=America/Chicago:20261121T103000\r\n');
    expect(text).toContain('\r\nDTSTART;TZID=Asia/Tokyo:20270110T100000\r\n');
    const parsed = ical.sync.parseICS(text);
    expect(zones(parsed).map((zone) => zone.tzid)).toEqual(['America/Chicago', 'Asia/Tokyo']);
    const [launch] = events(parsed);
    expect((launch.start as Date & { tz?: string }).tz).toBe('America/Chicago');
  });

  it('gives the zone a VTIMEZONE spanning all the years its events fall in', () => {
    const text = buildCalendarFeed({
      name: 'Season',
      nowMs: NOW,
      events: [
        event({ uid: 'a' }),
        event({
          uid: 'b',
          start: { epochMs: Date.UTC(2028, 5, 1, 15), timezone: 'America/Chicago' },
          end: { epochMs: Date.UTC(2028, 5, 1, 16), timezone: 'America/Chicago' },
        }),
      ],
    });
    const vtimezone = text.slice(text.indexOf('BEGIN:VTIMEZONE'), text.indexOf('END:VTIMEZONE'));
    for (const change of ['20260308T020000', '20271107T020000', '20281105T020000']) {
      expect(vtimezone).toContain(`DTSTART:${change}`);
    }
  });

  it('escapes commas, semicolons, backslashes and line breaks so they read back as typed', () => {
    const summary = 'Q&A; day 1, part 2\nRoom "B" \\ main';
    const name = 'Season, 2026; east\r\nwing';
    const text = buildCalendarFeed({ name, nowMs: NOW, events: [event({ uid: 'b1@greenroom', summary })] });
    expect(text).toContain('SUMMARY:Q&A\\; day 1\\, part 2\\nRoom "B" \\\\ main\r\n');
    const parsed = ical.sync.parseICS(text);
    expect(events(parsed)[0].summary).toBe(summary);
    expect(parsed.vcalendar).toMatchObject({ 'WR-CALNAME': 'Season, 2026; east\nwing' });
  });

  it('folds long UTF-8 lines at 75 octets and node-ical unfolds them to the original text', () => {
    const summary = 'Première ünïcödé 🎉 session, '.repeat(8).trim();
    const text = buildCalendarFeed({ name: 'Season', nowMs: NOW, events: [event({ uid: 'b1@greenroom', summary })] });
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(events(ical.sync.parseICS(text))[0].summary).toBe(summary);
  });

  it('orders events by start time, whatever order they come in', () => {
    const later = event({
      uid: 'later',
      start: { epochMs: Date.UTC(2026, 11, 1, 15), timezone: 'UTC' },
      end: { epochMs: Date.UTC(2026, 11, 1, 16), timezone: 'UTC' },
    });
    const text = buildCalendarFeed({ name: 'S', nowMs: NOW, events: [later, event({ uid: 'sooner' })] });
    expect(events(ical.sync.parseICS(text)).map((e) => e.uid)).toEqual(['sooner', 'later']);
  });

  it('writes an event in an unknown zone in UTC and leaves out DTEND when it is not after DTSTART', () => {
    const text = buildCalendarFeed({
      name: 'S',
      nowMs: NOW,
      events: [
        event({
          uid: 'odd',
          start: { epochMs: Date.UTC(2026, 10, 21, 15), timezone: 'Mars/Olympus_Mons' },
          end: { epochMs: Date.UTC(2026, 10, 21, 15), timezone: 'Mars/Olympus_Mons' },
        }),
      ],
    });
    expect(text).toContain('\r\nDTSTART:20261121T150000Z\r\n');
    expect(text).not.toContain('DTEND');
    expect(text).not.toContain('VTIMEZONE');
    expect(events(ical.sync.parseICS(text))[0].start.toISOString()).toBe('2026-11-21T15:00:00.000Z');
  });

  it('writes a valid empty calendar when there are no events', () => {
    const text = buildCalendarFeed({ name: 'Empty', nowMs: NOW, events: [] });
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(events(ical.sync.parseICS(text))).toEqual([]);
  });
});
