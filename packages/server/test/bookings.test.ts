import type { Booking } from '@greenroom/core';
import { buildApp } from '../src/app';
import { loadServerOptions } from '../src/bookings/serverOptions';
import { attendanceRecord, bookingPayload, createBooking, createTenant, person, startBookingServer, type Tenant } from './bookingFixtures';
import { injectAs, type Method, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let admin: TestUser;
const serverOptions = loadServerOptions({});

beforeAll(async () => {
  ({ server, tenant, other, admin } = await startBookingServer());
});
afterAll(async () => {
  await server.close();
});

const inject = (user: TestUser, method: Method, url: string, payload?: unknown) => injectAs(server, user, method, url, payload);

async function getBooking(bookingID: string, user: TestUser = tenant.producer): Promise<Booking> {
  const response = await inject(user, 'GET', `/booking?bookingID=${bookingID}`);
  expect(response.statusCode).toBe(200);
  return response.json<Booking>();
}

/** An attendance_records row of an attendee of the tenant's space, in the room from `start` to `end` (null: still in). */
const attendanceRow = (bookingID: string, start: number, end: number | null) =>
  attendanceRecord({ booking_id: bookingID, space_id: tenant.spaceID, start_time: start, end_time: end, intake_data: '{"firstName":"A","lastName":"B"}' });

describe('POST /booking', () => {
  it('answers the new booking as a JSON string with codes, system templates and intake fields', async () => {
    const response = await inject(tenant.producer, 'POST', '/booking', bookingPayload(tenant.spaceID, { name: '  Launch  ' }));
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.startsWith('"{')).toBe(true);
    const booking = JSON.parse(response.json<string>()) as Booking;
    expect(booking).toMatchObject({
      spaceID: tenant.spaceID,
      name: 'Launch',
      capacity: 20,
      registrationCapacity: 20,
      useRegistrationCapacity: false,
      registrationCount: 0,
      enableQA: false,
      version: 1,
      videoServer: 'https://video.greenroom.test',
      privateCloud: false,
    });
    const codes = [booking.publicAppLoginCode, booking.signUpLoginCode, booking.mobileHybridLoginCode];
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(Buffer.from(code, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(Object.values(booking.emailTemplates).map((t) => [t.name, t.system, t.HTML])).toEqual([
      ['Attendee Invite Link', true, true],
      ['Presenter Invite Link', true, true],
      ['Registration Confirmation', true, true],
    ]);
    expect(booking.intakeFields).toEqual([
      { name: 'First Name', visible: true, mandatory: true },
      { name: 'Last Name', visible: true, mandatory: false },
      { name: 'Company', visible: true, mandatory: false },
      { name: 'Email', visible: true, mandatory: false },
      { name: 'Phone', visible: true, mandatory: false },
      { name: 'Address', visible: true, mandatory: false, type: 'US' },
    ]);
    expect(await getBooking(booking.bookingID)).toEqual(booking);
    const stored = await server.db.selectFrom('email_templates').select(['name', 'subject', 'from_name']).where('booking_id', '=', booking.bookingID).execute();
    expect(stored).toHaveLength(3);
    expect(stored.every((t) => t.subject !== '' && t.from_name === 'Greenroom')).toBe(true);
  });

  it.each([
    [{ name: '   ' }, { name: 'Required' }],
    [{ capacity: 501 }, { capacity: 'Event capacity setting cannot exceed 500 attendees' }],
    [{ doorsOpen: '2026-11-21T21:30:00Z' }, { doorsOpen: 'Selected doors open time must be before event start time' }],
    [{ doorsClosed: '2026-11-21T21:30:00Z' }, { doorsClosed: 'Selected doors closed time must be after event end time' }],
    [
      {
        start: { time: '2026-12-21T21:00:00Z', timezone: 'America/Chicago', timeValue: 0 },
        end: { time: '2026-12-21T22:00:00Z', timezone: 'America/Chicago', timeValue: 0 },
        doorsOpen: '2026-12-21T20:30:00Z',
        doorsClosed: '2026-12-21T22:30:00Z',
      },
      { start: 'Start date/time must be within the open/close time of this space' },
    ],
    [{ start: { time: '2026-11-21T21:00:00Z', timezone: '', timeValue: 0 } }, { start: 'Please select a timezone' }],
  ])('refuses %j with the spec message and stores nothing', async (change, fieldErrors) => {
    const before = await server.db.selectFrom('bookings').select('booking_id').execute();
    const response = await inject(tenant.producer, 'POST', '/booking', bookingPayload(tenant.spaceID, change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors });
    expect(await server.db.selectFrom('bookings').select('booking_id').execute()).toHaveLength(before.length);
  });

  it('refuses unknown fields, a foreign space and a missing sign-in', async () => {
    expect((await inject(tenant.producer, 'POST', '/booking', { ...bookingPayload(tenant.spaceID), bookingID: 'mine' })).statusCode).toBe(400);
    const foreign = await inject(tenant.producer, 'POST', '/booking', bookingPayload(other.spaceID));
    expect(foreign.statusCode).toBe(404);
    expect(await server.db.selectFrom('bookings').select('booking_id').where('space_id', '=', other.spaceID).execute()).toEqual([]);
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/booking', payload: bookingPayload(tenant.spaceID) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /space/bookings/all', () => {
  it('answers 200 with [] when the space has none: an empty list is no error (issue 25)', async () => {
    const empty = await createTenant(server);
    const response = await inject(empty.producer, 'GET', `/space/bookings/all?spaceID=${empty.spaceID}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists the bookings newest start first with their registration counts', async () => {
    const space = await createTenant(server);
    const early = await createBooking(server, space.producer, space.spaceID, { name: 'Early' });
    const late = await createBooking(server, space.producer, space.spaceID, {
      name: 'Late',
      start: { time: '2026-11-22T21:00:00Z', timezone: 'America/Chicago', timeValue: 0 },
      end: { time: '2026-11-22T22:00:00Z', timezone: 'America/Chicago', timeValue: 0 },
      doorsOpen: '2026-11-22T20:30:00Z',
      doorsClosed: '2026-11-22T22:30:00Z',
    });
    await inject(space.producer, 'POST', '/registration', person(early.bookingID));
    const response = await inject(space.producer, 'GET', `/space/bookings/all?spaceID=${space.spaceID}`);
    expect(response.statusCode).toBe(200);
    const list = response.json<Booking[]>();
    expect(list.map((b) => [b.name, b.registrationCount])).toEqual([
      ['Late', 0],
      ['Early', 1],
    ]);
    expect(list[0]).toEqual(await getBooking(late.bookingID, space.producer));
    expect((await inject(tenant.producer, 'GET', `/space/bookings/all?spaceID=${space.spaceID}`)).statusCode).toBe(404);
  });
});

describe('PUT /booking', () => {
  let booking: Booking;
  beforeEach(async () => {
    booking = await createBooking(server, tenant.producer, tenant.spaceID);
  });

  it('saves producer fields, bumps the version and answers the saved booking', async () => {
    const response = await inject(tenant.producer, 'PUT', '/booking', { ...booking, name: 'Renamed', enableQA: true, capacity: 100 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed', enableQA: true, capacity: 100, version: 2 });
    expect(await getBooking(booking.bookingID)).toMatchObject({ name: 'Renamed', version: 2 });
  });

  it('accepts the booking JSON-stringified', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/booking',
      headers: { ...tenant.producer.auth, 'content-type': 'application/json' },
      payload: JSON.stringify(JSON.stringify({ ...booking, name: 'From a string' })),
    });
    expect(response.statusCode).toBe(200);
    expect((await getBooking(booking.bookingID)).name).toBe('From a string');
  });

  it('answers 412 for a stale copy and overwrites nothing', async () => {
    expect((await inject(tenant.producer, 'PUT', '/booking', { ...booking, name: 'First' })).statusCode).toBe(200);
    const stale = await inject(tenant.producer, 'PUT', '/booking', { ...booking, name: 'Second', capacity: 5 });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ message: 'This booking was changed by someone else. Reload it and try again.', code: 'StaleVersion' });
    expect(await getBooking(booking.bookingID)).toMatchObject({ name: 'First', capacity: 20, version: 2 });
  });

  it('does not bump the version for an unchanged booking and ignores server-owned fields', async () => {
    const same = await inject(tenant.producer, 'PUT', '/booking', { ...booking, publicAppLoginCode: 'mine', registrationCount: 42, emailTemplates: {} });
    expect(same.statusCode).toBe(200);
    expect(await getBooking(booking.bookingID)).toEqual(booking);
  });

  it.each([
    ['sendEntryNotifications', true],
    ['showInRoomHelpButton', true],
    ['videoServer', 'https://elsewhere.test'],
    ['gamePort', 3777],
  ])('refuses a producer changing %s (403) and changes nothing', async (field, value) => {
    const response = await inject(tenant.producer, 'PUT', '/booking', { ...booking, name: 'Sneaky', [field]: value });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'Forbidden' });
    expect(await getBooking(booking.bookingID)).toEqual(booking);
  });

  it('refuses a producer moving the booking to another named server', async () => {
    const response = await inject(tenant.producer, 'PUT', '/booking', { ...booking, updatedVideoServer: 'US Private Cloud' });
    expect(response.statusCode).toBe(403);
    // The current option sent back is no change.
    const current = await inject(tenant.producer, 'PUT', '/booking', {
      ...booking,
      name: 'Still fine',
      updatedVideoServer: serverOptions.video['Public Cloud'],
    });
    expect(current.statusCode).toBe(200);
  });

  it('lets a super-admin change super-admin fields and map named servers to configured addresses', async () => {
    const response = await inject(admin, 'PUT', '/booking', {
      ...booking,
      sendEntryNotifications: true,
      showInRoomHelpButton: true,
      updatedVideoServer: 'Europe Private Cloud',
      updatedGameServer: 'Development Server',
    });
    expect(response.statusCode).toBe(200);
    expect(await getBooking(booking.bookingID)).toMatchObject({
      sendEntryNotifications: true,
      showInRoomHelpButton: true,
      videoServer: serverOptions.video['Europe Private Cloud'].url,
      videoServerAppID: serverOptions.video['Europe Private Cloud'].appID,
      privateCloud: true,
      gameServer: serverOptions.game['Development Server'].url,
      gamePort: 3777,
      version: 2,
    });
    const unknown = await inject(admin, 'PUT', '/booking', { ...(await getBooking(booking.bookingID)), updatedGameServer: { url: 'wss://nowhere.test', port: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fieldErrors: { updatedGameServer: 'Unknown game server' } });
  });

  it('checks the booking rules with the spec messages', async () => {
    const cases: [Partial<Booking>, Record<string, string>][] = [
      [{ name: ' ' }, { name: 'Required' }],
      [{ capacity: 501 }, { capacity: 'Event capacity setting cannot exceed 500 attendees' }],
      [{ enableDoors: true, doorsOpen: '2026-11-21T21:00:00Z' }, { doorsOpen: 'Selected doors open time must be before event start time' }],
      [{ enableDoors: true, doorsClosed: '2026-11-21T21:59:00Z' }, { doorsClosed: 'Selected doors closed time must be after event end time' }],
      [
        { start: { time: '2026-10-21T21:00:00Z', timezone: 'America/Chicago', timeValue: 0 }, doorsOpen: '2026-10-21T20:30:00Z' },
        { start: 'Start date/time must be within the open/close time of this space' },
      ],
      [{ hangUpURL: 'www.example.com' }, { hangUpURL: 'Please ensure that your URL begins with HTTP or HTTPS.' }],
      [{ calendarID: 'no-such-calendar' }, { calendarID: 'Calendar not found' }],
    ];
    for (const [change, fieldErrors] of cases) {
      const response = await inject(tenant.producer, 'PUT', '/booking', { ...booking, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors });
    }
    expect(await getBooking(booking.bookingID)).toEqual(booking);
  });

  it('refuses a capacity below the registration count', async () => {
    for (const first of ['A', 'B', 'C']) {
      expect((await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID, { first }))).statusCode).toBe(201);
    }
    const current = await getBooking(booking.bookingID);
    const response = await inject(tenant.producer, 'PUT', '/booking', { ...current, capacity: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: { capacity: 'Event capacity may not be set below the current registration count for this event' },
    });
    expect((await getBooking(booking.bookingID)).capacity).toBe(20);
    expect((await inject(tenant.producer, 'PUT', '/booking', { ...current, capacity: 3 })).statusCode).toBe(200);
  });

  it('answers 404 for another producer’s booking and changes nothing', async () => {
    const theirs = await createBooking(server, other.producer, other.spaceID);
    const response = await inject(tenant.producer, 'PUT', '/booking', { ...theirs, name: 'Mine now' });
    expect(response.statusCode).toBe(404);
    expect((await getBooking(theirs.bookingID, other.producer)).name).toBe('Launch');
  });
});

describe('DELETE /booking', () => {
  it('removes the booking and everything under it', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID));
    await inject(tenant.producer, 'POST', '/presenter', person(booking.bookingID, { first: 'Pres' }));
    await server.db.insertInto('attendance_records').values(attendanceRow(booking.bookingID, 0, 1000)).execute();
    const response = await inject(tenant.producer, 'DELETE', `/booking?spaceID=${tenant.spaceID}&bookingID=${booking.bookingID}`);
    expect(response.statusCode).toBe(204);
    for (const table of ['bookings', 'registrations', 'attendance_records', 'email_templates'] as const) {
      const rows = await server.db.selectFrom(table).select('booking_id').where('booking_id', '=', booking.bookingID).execute();
      expect(rows, table).toEqual([]);
    }
    expect((await inject(tenant.producer, 'GET', `/booking?bookingID=${booking.bookingID}`)).statusCode).toBe(404);
  });

  it('answers 404 for another producer’s booking or a booking of another space, deleting nothing', async () => {
    const theirs = await createBooking(server, other.producer, other.spaceID);
    expect((await inject(tenant.producer, 'DELETE', `/booking?spaceID=${other.spaceID}&bookingID=${theirs.bookingID}`)).statusCode).toBe(404);
    expect((await inject(other.producer, 'DELETE', `/booking?spaceID=${tenant.spaceID}&bookingID=${theirs.bookingID}`)).statusCode).toBe(404);
    expect((await getBooking(theirs.bookingID, other.producer)).bookingID).toBe(theirs.bookingID);
  });
});

describe('GET /booking/usage and /booking/questions', () => {
  it('sums time in the room, open stays counted up to now', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const now = server.clock.now().getTime();
    const record = (start: number, end: number | null) => attendanceRow(booking.bookingID, start, end);
    await server.db.insertInto('attendance_records').values([record(now - 3_600_000, now - 1_800_000), record(now - 600_000, null)]).execute();
    const usage = async () => (await inject(tenant.producer, 'GET', `/booking/usage?bookingID=${booking.bookingID}`)).json();
    expect(await usage()).toEqual({ usageSeconds: 1800 + 600 });
    server.clock.advance(60_000);
    expect(await usage()).toEqual({ usageSeconds: 1800 + 660 });
    expect((await inject(other.producer, 'GET', `/booking/usage?bookingID=${booking.bookingID}`)).statusCode).toBe(404);
  });

  it('answers the Q&A entries keyed by id', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const url = `/booking/questions?bookingID=${booking.bookingID}`;
    expect((await inject(tenant.producer, 'GET', url)).json()).toEqual({});
    await server.db
      .insertInto('questions')
      .values({
        question_id: 'q1',
        booking_id: booking.bookingID,
        question_text: 'When?',
        asker_name: 'Ada',
        votes: 2,
        answer_text: '',
        answerer_name: '',
        status: 'open',
        created_at: 1,
        last_update_time: 5,
      })
      .execute();
    expect((await inject(tenant.producer, 'GET', url)).json()).toEqual({
      q1: { questionText: 'When?', askerName: 'Ada', votes: 2, answerText: '', answererName: '', status: 'open', lastUpdateTime: 5 },
    });
    expect((await inject(other.producer, 'GET', url)).statusCode).toBe(404);
  });
});

describe('link regeneration', () => {
  const lookup = (code: string) => inject(admin, 'GET', `/login-admin?loginCode=${encodeURIComponent(code)}`);

  it.each([
    ['/booking/signup/regenerate', 'signUpLoginCode'],
    ['/booking/public/regenerate', 'publicAppLoginCode'],
    ['/booking/mobile-hybrid/regenerate', 'mobileHybridLoginCode'],
  ] as const)('%s answers a new code and the old one stops working', async (path, field) => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const old = booking[field];
    expect((await lookup(old)).statusCode).toBe(200);
    const response = await inject(tenant.producer, 'PUT', path, { bookingID: booking.bookingID });
    expect(response.statusCode).toBe(200);
    const code = response.json<string>();
    expect(response.body).toBe(JSON.stringify(code));
    expect(code).not.toBe(old);
    expect(Buffer.from(code, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect((await getBooking(booking.bookingID))[field]).toBe(code);
    expect((await lookup(old)).statusCode).toBe(404);
    expect((await lookup(code)).json()).toEqual({ bookingID: booking.bookingID });
    expect((await inject(other.producer, 'PUT', path, { bookingID: booking.bookingID })).statusCode).toBe(404);
    expect((await getBooking(booking.bookingID))[field]).toBe(code);
  });

  it('mobile-hybrid with create: true makes a missing code and keeps an existing one', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const kept = await inject(tenant.producer, 'PUT', '/booking/mobile-hybrid/regenerate', { bookingID: booking.bookingID, create: true });
    expect(kept.json()).toBe(booking.mobileHybridLoginCode);
    await server.db.updateTable('bookings').set({ mobile_hybrid_login_code: null }).where('booking_id', '=', booking.bookingID).execute();
    expect((await getBooking(booking.bookingID)).mobileHybridLoginCode).toBe('');
    const made = await inject(tenant.producer, 'PUT', '/booking/mobile-hybrid/regenerate', { bookingID: booking.bookingID, create: true });
    expect(made.json<string>()).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect((await getBooking(booking.bookingID)).mobileHybridLoginCode).toBe(made.json());
  });
});

describe('GET /booking/server-options', () => {
  it('lists the named options for super-admins only', async () => {
    const response = await inject(admin, 'GET', '/booking/server-options');
    expect(response.json()).toEqual({
      video: [
        { name: 'Public Cloud', ...serverOptions.video['Public Cloud'] },
        { name: 'US Private Cloud', ...serverOptions.video['US Private Cloud'] },
        { name: 'Europe Private Cloud', ...serverOptions.video['Europe Private Cloud'] },
      ],
      game: [
        { name: 'Public Server', ...serverOptions.game['Public Server'] },
        { name: 'Development Server', ...serverOptions.game['Development Server'] },
        { name: 'Europe Server', ...serverOptions.game['Europe Server'] },
      ],
    });
    expect((await inject(tenant.producer, 'GET', '/booking/server-options')).statusCode).toBe(403);
  });
});

describe('GET /space/bookings/all stays fresh', () => {
  it('reflects every change, made by any writer or server instance', async () => {
    const space = await createTenant(server);
    const booking = await createBooking(server, space.producer, space.spaceID);
    const list = async (app = server.app) =>
      (await app.inject({ method: 'GET', url: `/api/space/bookings/all?spaceID=${space.spaceID}`, headers: space.producer.auth })).json<Booking[]>();
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => inject(space.producer, method, url, payload);
    expect((await list())[0].name).toBe('Launch');

    await call('PUT', '/booking', { ...booking, name: 'Renamed' });
    expect((await list())[0]).toMatchObject({ name: 'Renamed', version: 2 });

    const registration = (await call('POST', '/registration', person(booking.bookingID))).json();
    expect((await list())[0].registrationCount).toBe(1);
    const { bookingID: _ignored, ...row } = person(booking.bookingID, { first: 'Bulk', email: 'bulk@example.com' });
    await call('POST', '/registrations/bulk', { bookingID: booking.bookingID, rows: [row] });
    expect((await list())[0].registrationCount).toBe(2);
    await call('DELETE', `/registration?registrationID=${registration.registrationID}`);
    expect((await list())[0].registrationCount).toBe(1);
    await call('POST', '/presenter', person(booking.bookingID));
    expect((await list())[0].registrationCount).toBe(1);

    const code = (await call('PUT', '/booking/signup/regenerate', { bookingID: booking.bookingID })).json<string>();
    expect((await list())[0].signUpLoginCode).toBe(code);
    const template = (await call('POST', '/email-template', { bookingID: booking.bookingID, emailTemplateName: 'Reminder' })).json();
    expect(Object.keys((await list())[0].emailTemplates)).toContain(template.emailTemplateID);

    const calendar = (await call('POST', '/calendar', { calendarName: 'Season', spaceID: space.spaceID })).json();
    const current = (await list())[0];
    await call('PUT', '/booking', { ...current, calendarID: calendar.calendarID });
    expect((await list())[0].calendarID).toBe(calendar.calendarID);
    // Another module's write (deleting the calendar clears the booking's calendarID).
    expect((await call('DELETE', `/calendar?spaceID=${space.spaceID}&calendarID=${calendar.calendarID}`)).statusCode).toBe(204);
    expect((await list())[0].calendarID).toBe('');

    // A second instance on the same database sees the first one's writes, and the other way round.
    const second = await buildApp({ db: server.db, config: server.config, clock: server.clock, scryptCost: 2 ** 10 });
    await second.ready();
    try {
      expect((await list(second))[0].name).toBe('Renamed');
      await second.inject({ method: 'PUT', url: '/api/booking', headers: space.producer.auth, payload: { ...(await list(second))[0], name: 'From the second' } });
      expect((await list())[0].name).toBe('From the second');
    } finally {
      await second.close();
    }

    await call('DELETE', `/booking?spaceID=${space.spaceID}&bookingID=${booking.bookingID}`);
    const emptied = await server.app.inject({ method: 'GET', url: `/api/space/bookings/all?spaceID=${space.spaceID}`, headers: space.producer.auth });
    expect([emptied.statusCode, emptied.json()]).toEqual([200, []]);
  });
});
