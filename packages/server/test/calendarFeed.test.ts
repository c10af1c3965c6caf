import type { Booking, Calendar } from '@greenroom/core';
import ical, { type CalendarResponse, type TimeZoneDef, type VEvent, type VTimeZone } from 'node-ical';
import { CALENDAR_FEED_RATE_LIMIT } from '../src/calendars/routes/feed';
import { createBooking, createTenant, type Tenant } from './bookingFixtures';
import { createTestServer, PUBLIC_URL, type TestServer } from './helpers';

let server: TestServer;
let tenant: Tenant;
let calendar: Calendar;

beforeAll(async () => {
  server = await createTestServer();
  tenant = await createTenant(server);
  calendar = await api<Calendar>('POST', '/api/calendar', { calendarName: 'Season, 2026; East', spaceID: tenant.spaceID });
});
afterAll(async () => {
  await server.close();
});

async function api<T>(method: 'POST' | 'PUT' | 'GET', url: string, payload?: object): Promise<T> {
  const response = await server.app.inject({ method, url, headers: tenant.producer.auth, payload });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** Put a booking on the calendar through PUT /booking, as the console does. */
async function save(booking: Booking, changes: Partial<Booking>): Promise<Booking> {
  return api<Booking>('PUT', '/api/booking', { ...booking, ...changes });
}

function feed(loginCode: string, remoteAddress = '127.0.0.1') {
  return server.app.inject({ method: 'GET', url: `/api/ical/${encodeURIComponent(loginCode)}`, remoteAddress });
}

const eventsOf = (parsed: CalendarResponse) =>
  Object.values(parsed).filter((entry): entry is VEvent => entry?.type === 'VEVENT');
const zonesOf = (parsed: CalendarResponse) =>
  Object.values(parsed).filter((entry): entry is VTimeZone => entry?.type === 'VTIMEZONE');

describe('GET /api/ical/:loginCode', () => {
  let launch: Booking;
  let tokyo: Booking;
  let elsewhere: Booking;

  beforeAll(async () => {
    launch = await save(await createBooking(server, tenant.producer, tenant.spaceID, { name: 'Launch; Q&A, day 1' }), {
      calendarID: calendar.calendarID,
    });
    tokyo = await save(
      await createBooking(server, tenant.producer, tenant.spaceID, {
        name: 'Tokyo panel — ünïcödé 🎉 ünïcödé 🎉 ünïcödé 🎉 Première, Ωμέγα', // 59 characters, 88 octets
        start: { time: '2026-11-22T01:00:00Z', timezone: 'Asia/Tokyo', timeValue: Date.UTC(2026, 10, 22, 1) },
        end: { time: '2026-11-22T02:30:00Z', timezone: 'Asia/Tokyo', timeValue: Date.UTC(2026, 10, 22, 2, 30) },
        accessTime: '2026-11-22T01:00:00Z',
        doorsOpen: '2026-11-22T00:30:00Z',
        doorsClosed: '2026-11-22T03:00:00Z',
      }),
      { calendarID: calendar.calendarID },
    );
    // A booking of the same space that is on no calendar.
    elsewhere = await createBooking(server, tenant.producer, tenant.spaceID, { name: 'Not on the calendar' });
  });

  it("answers the calendar's bookings as text/calendar that node-ical reads back", async () => {
    const response = await feed(calendar.loginCode);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');

    const parsed = ical.sync.parseICS(response.body);
    expect(parsed.vcalendar).toMatchObject({ version: '2.0', method: 'PUBLISH', 'WR-CALNAME': 'Season, 2026; East' });
    const events = eventsOf(parsed);
    expect(events.map((event) => event.uid)).toEqual([`${launch.bookingID}@greenroom`, `${tokyo.bookingID}@greenroom`]);
    expect(events.map((event) => event.uid)).not.toContain(`${elsewhere.bookingID}@greenroom`);

    const [first, second] = events;
    expect(first.summary).toBe('Launch; Q&A, day 1');
    expect(first.start.toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(first.end.toISOString()).toBe('2026-11-21T22:00:00.000Z');
    expect(String(first.sequence)).toBe(String(launch.version));
    expect(second.summary).toBe(tokyo.name);
    expect(second.start.toISOString()).toBe('2026-11-22T01:00:00.000Z');
    expect(second.end.toISOString()).toBe('2026-11-22T02:30:00.000Z');
  });

  it("writes each booking's times in its own zone with a matching VTIMEZONE", async () => {
    const { body } = await feed(calendar.loginCode);
    expect(body).toContain('\r\nDTSTART;TZID=America/Chicago:20261121T150000\r\n');
    expect(body).toContain('\r\nDTEND;TZID=America/Chicago:20261121T160000\r\n');
    expect(body).toContain('\r\nDTSTART;TZID=Asia/Tokyo:20261122T100000\r\n');
    expect(body).toContain('\r\nDTEND;TZID=Asia/Tokyo:20261122T113000\r\n');
    const zones = zonesOf(ical.sync.parseICS(body));
    expect(zones.map((zone) => zone.tzid)).toEqual(['America/Chicago', 'Asia/Tokyo']);
    // Chicago's 2026 observances: CST on entry, CDT from 8 March, CST from 1 November.
    const chicago = Object.values(zones[0]).filter(
      (value): value is TimeZoneDef => typeof value === 'object' && value !== null && 'tzoffsetto' in value,
    );
    expect(chicago.map((o) => [o.type, o.tzoffsetto])).toEqual([
      ['STANDARD', '-0600'],
      ['DAYLIGHT', '-0500'],
      ['STANDARD', '-0600'],
    ]);
  });

  it('escapes text and folds lines at 75 octets with CRLF endings', async () => {
    const { body } = await feed(calendar.loginCode);
    expect(body).toContain('SUMMARY:Launch\\; Q&A\\, day 1\r\n');
    expect(body).toContain('X-WR-CALNAME:Season\\, 2026\\; East\r\n');
    expect(body).not.toMatch(/[^\r]\n/);
    const lines = body.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true); // the long UTF-8 summary was folded
  });

  it('keeps the UID and raises SEQUENCE when a booking changes', async () => {
    const before = eventsOf(ical.sync.parseICS((await feed(calendar.loginCode)).body)).find(
      (event) => event.uid === `${launch.bookingID}@greenroom`,
    );
    launch = await save(launch, { name: 'Launch (moved)', capacity: 30 });
    const after = eventsOf(ical.sync.parseICS((await feed(calendar.loginCode)).body)).find(
      (event) => event.uid === `${launch.bookingID}@greenroom`,
    );
    expect(after?.summary).toBe('Launch (moved)');
    expect(Number(after?.sequence)).toBeGreaterThan(Number(before?.sequence));
    expect(Number(after?.sequence)).toBe(launch.version);
  });

  it('answers an empty calendar with a valid, empty VCALENDAR', async () => {
    const empty = await api<Calendar>('POST', '/api/calendar', { calendarName: 'Empty', spaceID: tenant.spaceID });
    const response = await feed(empty.loginCode);
    expect(response.statusCode).toBe(200);
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(eventsOf(ical.sync.parseICS(response.body))).toEqual([]);
  });

  it('answers 404 for the old code at once after a regenerate, and serves the new one', async () => {
    const own = await api<Calendar>('POST', '/api/calendar', { calendarName: 'Rotating', spaceID: tenant.spaceID });
    expect((await feed(own.loginCode)).statusCode).toBe(200);
    // The answer is the new code itself, a JSON string (docs/reference/portal.md §7).
    const loginCode = await api<string>('PUT', '/api/calendar/login/regenerate', {
      calendarID: own.calendarID,
    });
    expect(loginCode).not.toBe(own.loginCode);
    const old = await feed(own.loginCode);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ message: 'Calendar not found', code: 'NotFound' });
    expect((await feed(loginCode)).statusCode).toBe(200);
  });

  it('runs the same query for an unknown code as for a known one, then answers 404 without a feed', async () => {
    const executor = server.db.getExecutor();
    const calls: { sql: string; parameters: readonly unknown[] }[] = [];
    const original = executor.executeQuery.bind(executor);
    const recorder = vi.spyOn(executor, 'executeQuery').mockImplementation((query) => {
      calls.push({ sql: query.sql, parameters: query.parameters });
      return original(query);
    });
    try {
      const known = await feed(calendar.loginCode);
      const knownCalls = calls.splice(0);
      const unknown = await feed('no-such-code-1234567');
      const unknownCalls = calls.splice(0);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toMatch(/^application\/json/);
      expect(unknown.body).not.toContain('BEGIN:VCALENDAR');
      expect(unknownCalls.map((call) => call.sql)).toEqual(knownCalls.map((call) => call.sql));
      // Besides the rate limiter's bookkeeping, one lookup: the same statement, only the code differs.
      const lookups = unknownCalls.filter((call) => call.sql.includes('"calendars"'));
      expect(lookups).toHaveLength(1);
      expect(lookups[0].parameters).toEqual(['no-such-code-1234567']);
    } finally {
      recorder.mockRestore();
    }
  });

  it(`is rate-limited per address: ${CALENDAR_FEED_RATE_LIMIT.max} requests a minute, known or unknown codes alike`, async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < CALENDAR_FEED_RATE_LIMIT.max; i += 1) {
      const response = await feed(i % 2 === 0 ? calendar.loginCode : `guess-${i}`, address);
      expect(response.statusCode).not.toBe(429);
    }
    const limited = await feed(calendar.loginCode, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'LimitExceeded' });
    // Another address is not affected.
    expect((await feed(calendar.loginCode, '203.0.113.8')).statusCode).toBe(200);
  });

  it('is served at the calendar URL the config hands to the client', async () => {
    const config = (await server.app.inject({ method: 'GET', url: '/api/config' })).json<{ links: { calendar: string } }>();
    expect(config.links.calendar).toBe(`${PUBLIC_URL}/api/ical/`);
    const path = new URL(config.links.calendar + calendar.loginCode).pathname;
    expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });
});
