import { DATE_TIME_MESSAGE } from '@greenroom/core/rules';
import type { Registration } from '@greenroom/core';
import { person } from './bookingFixtures';
import { createTenant, createTestServer, createUser, injectAs, seedDemo, type Tenant, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let admin: TestUser;
let producer: TestUser;
let tenant: Tenant;

const check = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  comment: 'Mic works',
  data: {
    browserName: 'Chrome',
    browserVersion: '130',
    operatingSystem: 'macOS',
    operatingSystemVersion: '15',
    canReachAWS: true,
    canReachGameServer: true,
    canReachLiveswitch: false,
    areWebWorkersSupported: true,
    hasMic: true,
    hasCamera: false,
    hasCameraPermissions: false,
    hasMicPermissions: true,
    canScreenshare: true,
    canVideoStream: true,
    isWebRTCSupported: true,
  },
};

beforeAll(async () => {
  server = await createTestServer({ systemCheckRateLimit: 3 });
  await seedDemo(server);
  admin = await createUser(server, { role: 0 });
  tenant = await createTenant(server, admin, 'Maint');
  producer = await createUser(server, { projects: [tenant.projectID] });
});
afterAll(async () => {
  await server.close();
});

describe('system checks', () => {
  it('records checks without sign-in and lists them by America/Chicago day', async () => {
    // 2026-03-11T04:30Z is still March 10 in Chicago (CDT, UTC-5).
    const resume = server.clock.now();
    server.clock.set('2026-03-11T04:30:00Z');
    const posted = await server.app.inject({ method: 'POST', url: '/api/system-check', payload: check, remoteAddress: '10.0.0.1' });
    server.clock.set(resume);
    expect(posted.statusCode).toBe(201);
    const { systemCheckID } = posted.json();
    const day = await server.app.inject({ method: 'GET', url: '/api/system-check?dateString=2026-03-10', headers: admin.auth });
    expect(day.json()).toEqual([{ systemCheckID, timestamp: '2026-03-11T04:30:00Z', firstName: 'Ada', lastName: 'Lovelace', comment: 'Mic works', data: check.data }]);
    const next = await server.app.inject({ method: 'GET', url: '/api/system-check?dateString=2026-03-11', headers: admin.auth });
    expect([next.statusCode, next.json()]).toEqual([200, []]);
    expect((await server.app.inject({ method: 'GET', url: '/api/system-check?dateString=March', headers: admin.auth })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: '/api/system-check?dateString=2026-03-10', headers: producer.auth })).statusCode).toBe(403);
  });

  it('refuses unknown fields, wrong types and bodies over 16 KB; nothing stored', async () => {
    const count = async () => (await server.db.selectFrom('system_checks').select('system_check_id').execute()).length;
    const before = await count();
    const post = (payload: object) => server.app.inject({ method: 'POST', url: '/api/system-check', payload, remoteAddress: '10.0.0.2' });
    expect((await post({ ...check, admin: true })).statusCode).toBe(400);
    expect((await post({ ...check, data: { ...check.data, hasMic: 'yes' } })).statusCode).toBe(400);
    const big = await post({ ...check, comment: 'x'.repeat(20_000) });
    expect(big.statusCode).toBe(413);
    expect(await count()).toBe(before);
  });

  it('rate-limits per address', async () => {
    const post = () => server.app.inject({ method: 'POST', url: '/api/system-check', payload: check, remoteAddress: '10.0.0.3' });
    for (let i = 0; i < 3; i += 1) expect((await post()).statusCode).toBe(201);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'LimitExceeded' });
    const other = await server.app.inject({ method: 'POST', url: '/api/system-check', payload: check, remoteAddress: '10.0.0.4' });
    expect(other.statusCode).toBe(201);
    // Counted in the database (shared by every instance), in windows of one minute on the injected clock.
    const row = await server.db.selectFrom('rate_limits').select('count').where('rate_key', 'like', '%10.0.0.3').executeTakeFirstOrThrow();
    expect(row.count).toBe(4);
    server.clock.advance(60_000);
    expect((await post()).statusCode).toBe(201);
  });
});

describe('GET /login-admin', () => {
  it("leads a booking's codes and its registrations' codes to the booking", async () => {
    for (const code of [tenant.bookingLoginCode, tenant.registrationLoginCode]) {
      const r = await server.app.inject({ method: 'GET', url: `/api/login-admin?loginCode=${code}`, headers: admin.auth });
      expect(r.json()).toEqual({ bookingID: tenant.bookingID });
    }
    const booking = await server.db.selectFrom('bookings').select('sign_up_login_code').where('booking_id', '=', tenant.bookingID).executeTakeFirstOrThrow();
    expect((await server.app.inject({ method: 'GET', url: `/api/login-admin?loginCode=${booking.sign_up_login_code}`, headers: admin.auth })).json()).toEqual({ bookingID: tenant.bookingID });
    expect((await server.app.inject({ method: 'GET', url: '/api/login-admin?loginCode=nothing', headers: admin.auth })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/login-admin?loginCode=%20', headers: admin.auth })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `/api/login-admin?loginCode=${tenant.bookingLoginCode}`, headers: producer.auth })).statusCode).toBe(403);
  });
});

describe('booking cache', () => {
  it('builds the room configuration on first read, keeps it, and rebuilds after a delete', async () => {
    const get = () => server.app.inject({ method: 'GET', url: `/api/cache/admin?bookingID=${tenant.bookingID}`, headers: admin.auth });
    const first = await get();
    expect(first.statusCode).toBe(200);
    const cache = first.json();
    expect(cache).toMatchObject({
      bookingID: tenant.bookingID,
      booking: { bookingID: tenant.bookingID, name: 'Maint Booking', registrationCount: 1 },
      space: { spaceID: tenant.spaceID, uiSkin: { primaryColor: { value: '#7C4DFF' } } },
      presenters: [{ registrationID: tenant.presenterID, firstName: 'Ada', permissions: { canPresent: true }, presentation: { presentationID: tenant.presentationID } }],
    });
    server.clock.advance(60_000);
    expect((await get()).json().builtAt).toBe(cache.builtAt);
    const deleted = await server.app.inject({ method: 'DELETE', url: `/api/cache/admin?bookingID=${tenant.bookingID}`, headers: admin.auth });
    expect(deleted.statusCode).toBe(204);
    expect(await server.db.selectFrom('booking_caches').select('booking_id').execute()).toEqual([]);
    expect((await get()).json().builtAt).not.toBe(cache.builtAt);
  });

  it('answers 404 for an unknown booking and 403 to producers', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/cache/admin?bookingID=nope', headers: admin.auth })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'DELETE', url: `/api/cache/admin?bookingID=${tenant.bookingID}`, headers: producer.auth })).statusCode).toBe(403);
  });
});

describe('bookings and attendance', () => {
  it('GET /booking answers the booking', async () => {
    const r = await server.app.inject({ method: 'GET', url: `/api/booking?bookingID=${tenant.bookingID}&producerID=${producer.producerID}`, headers: producer.auth });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ bookingID: tenant.bookingID, spaceID: tenant.spaceID, registrationCount: 1, version: 1, calendarID: tenant.calendarID, mobileHybridLoginCode: '' });
  });

  it('GET /attendees/list answers the attendance records, open ones with an empty endTime', async () => {
    const r = await server.app.inject({ method: 'GET', url: `/api/attendees/list?bookingID=${tenant.bookingID}&spaceID=${tenant.spaceID}`, headers: producer.auth });
    const records = r.json() as { attendeesID: string; endTime: string; totalSeconds: number; role: number }[];
    expect(records.map((a) => a.attendeesID)).toEqual([tenant.closedAttendeesID, tenant.openAttendeesID]);
    expect(records[0]).toMatchObject({ totalSeconds: 1800, role: 1, intakeData: { firstName: 'Ada', lastName: 'Lovelace' } });
    expect(records[1].endTime).toBe('');
  });

  it('GET /attendees/list answers 200 with [] when a booking has no records (issue 25: an empty list is no error)', async () => {
    const other = await createTenant(server, admin, 'Quiet');
    await server.db.deleteFrom('attendance_records').where('booking_id', '=', other.bookingID).execute();
    const r = await server.app.inject({ method: 'GET', url: `/api/attendees/list?bookingID=${other.bookingID}&spaceID=${other.spaceID}`, headers: admin.auth });
    expect([r.statusCode, r.json()]).toEqual([200, []]);
  });

  it('PUT /booking/usage/repair closes the chosen open records at the given time', async () => {
    const start = await server.db.selectFrom('attendance_records').select('start_time').where('attendees_id', '=', tenant.openAttendeesID).executeTakeFirstOrThrow();
    const endTime = new Date(start.start_time + 120_000).toISOString();
    const r = await server.app.inject({ method: 'PUT', url: '/api/booking/usage/repair', headers: admin.auth, payload: { attendees: [tenant.openAttendeesID], endTime, bookingID: tenant.bookingID } });
    expect(r.statusCode).toBe(204);
    const row = await server.db.selectFrom('attendance_records').select('end_time').where('attendees_id', '=', tenant.openAttendeesID).executeTakeFirstOrThrow();
    expect(row.end_time).toBe(start.start_time + 120_000);
  });

  it('refuses closed records, unknown records, an end before the entry and a bad time; nothing changes', async () => {
    const other = await createTenant(server, admin, 'Repair');
    const rows = () => server.db.selectFrom('attendance_records').selectAll().where('booking_id', '=', other.bookingID).execute();
    const before = await rows();
    const put = (payload: object) => server.app.inject({ method: 'PUT', url: '/api/booking/usage/repair', headers: admin.auth, payload: { bookingID: other.bookingID, ...payload } });
    const later = new Date(server.clock.now().getTime()).toISOString();
    expect((await put({ attendees: [other.openAttendeesID, other.closedAttendeesID], endTime: later })).statusCode).toBe(409);
    expect((await put({ attendees: [other.openAttendeesID, tenant.openAttendeesID], endTime: later })).statusCode).toBe(404);
    expect((await put({ attendees: [other.openAttendeesID], endTime: '2000-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await put({ attendees: [other.openAttendeesID], endTime: 'soon' })).json().fieldErrors).toEqual({ endTime: DATE_TIME_MESSAGE });
    expect((await put({ attendees: [], endTime: later })).statusCode).toBe(400);
    expect(await rows()).toEqual(before);
    const byProducer = await server.app.inject({ method: 'PUT', url: '/api/booking/usage/repair', headers: producer.auth, payload: { bookingID: tenant.bookingID, attendees: [tenant.openAttendeesID], endTime: later } });
    expect(byProducer.statusCode).toBe(403);
  });
});

describe('GET /outbox', () => {
  it('shows super-admins the booking mail kept in the outbox, newest first', async () => {
    const guest = (await injectAs(server, admin, 'POST', '/registration', person(tenant.bookingID, { email: 'outbox@example.test' }))).json<Registration>();
    const { emailTemplateID } = (await injectAs(server, admin, 'POST', '/email-template', { bookingID: tenant.bookingID, emailTemplateName: 'Outbox Check' })).json<{ emailTemplateID: string }>();
    const template = { bookingID: tenant.bookingID, emailTemplateID, subject: 'Outbox Check', from: 'Events', replyTo: 'events@example.test', body: 'Hi {{firstName}}', system: false, html: false };
    expect((await injectAs(server, admin, 'PUT', '/email-template', template)).statusCode).toBe(200);
    const send = { bookingID: tenant.bookingID, spaceID: tenant.spaceID, emailTemplateID, toSend: [guest.registrationID] };
    expect((await injectAs(server, admin, 'POST', '/email-parse-request', send)).json()).toMatchObject({ queued: [guest.registrationID], failed: [] });
    // The send answered at once; the worker delivers into the outbox (no SMTP configured here).
    await server.app.mailWorker.drain();
    const r = await server.app.inject({ method: 'GET', url: '/api/outbox?limit=5', headers: admin.auth });
    expect(r.json()[0]).toMatchObject({ to: 'outbox@example.test', subject: 'Outbox Check', createdAt: expect.any(String) });
    expect(r.json()[0].text).toContain('Hi Ada');
    expect((await server.app.inject({ method: 'GET', url: '/api/outbox', headers: producer.auth })).statusCode).toBe(403);
  });
});

describe('GET /mail-transport/admin', () => {
  it('tells super-admins where mail goes (the outbox here), and refuses producers', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/mail-transport/admin', headers: admin.auth });
    expect(r.json()).toEqual({ kind: 'outbox' });
    expect((await server.app.inject({ method: 'GET', url: '/api/mail-transport/admin', headers: producer.auth })).statusCode).toBe(403);
  });

  it('names the SMTP server by host and port, never its credentials', async () => {
    const withSmtp = await createTestServer({ env: { SMTP_URL: 'smtps://mailer:s3cret@mail.example.test' } });
    try {
      const superAdmin = await createUser(withSmtp, { role: 0 });
      const r = await withSmtp.app.inject({ method: 'GET', url: '/api/mail-transport/admin', headers: superAdmin.auth });
      expect(r.json()).toEqual({ kind: 'smtp', server: 'mail.example.test:465' });
    } finally {
      await withSmtp.close();
    }
  });
});
