import { createDemoSeed, type Booking } from '@greenroom/core';
import { sortBookingsNewestFirst } from '@greenroom/core/rules';
import { manualClock } from '../src/platform/clock';
import { DEMO_IDS, seedDatabase } from '../src/seed/seed';
import { createTestServer, createUser, injectAs, TEST_SCRYPT_COST, TEST_START, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

it('creates the super-admin with a temporary password, and the demo records, once', async () => {
  const clock = manualClock(TEST_START);
  const config = { ...server.config, seed: 'demo' as const, adminUsername: 'chief', adminEmail: 'chief@example.test' };
  const first = await seedDatabase(server.db, { config, clock, scryptCost: TEST_SCRYPT_COST });
  expect(first.admin).toMatchObject({ username: 'chief', generated: true });
  expect(first.admin?.temporaryPassword).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{8,100}$/);
  expect(first.demo).toBe(true);

  const signIn = await server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: 'chief', password: first.admin?.temporaryPassword } });
  expect(signIn.json()).toMatchObject({ kind: 'newPasswordRequired', challenge: { username: 'chief' } });
  const row = await server.db.selectFrom('producers').selectAll().where('username_key', '=', 'chief').executeTakeFirstOrThrow();
  expect(row.role).toBe(0);

  const again = await seedDatabase(server.db, { config, clock, scryptCost: TEST_SCRYPT_COST });
  expect(again).toEqual({ demo: false });
  expect(await server.db.selectFrom('producers').select('producer_id').execute()).toHaveLength(1);
  expect(await server.db.selectFrom('worlds').select('world_id').execute()).toHaveLength(2);
});

it('seeds a booking with registrations and attendance so usage is not zero', async () => {
  const booking = await server.db.selectFrom('bookings').selectAll().where('booking_id', '=', DEMO_IDS.booking).executeTakeFirstOrThrow();
  expect(booking.space_id).toBe(DEMO_IDS.space);
  const registrations = await server.db.selectFrom('registrations').select('kind').where('booking_id', '=', DEMO_IDS.booking).execute();
  expect(registrations.map((r) => r.kind).sort()).toEqual(['attendee', 'attendee', 'attendee', 'attendee', 'presenter', 'presenter']);
  const stays = await server.db.selectFrom('attendance_records').select(['start_time', 'end_time']).where('space_id', '=', DEMO_IDS.space).execute();
  expect(stays.some((s) => s.end_time === null)).toBe(true);
  const slides = await server.db.selectFrom('files').select('path').where('path', 'like', 'slides/%').execute();
  expect(slides).toHaveLength(3);
  const presentation = await server.db.selectFrom('presentations').select('slides').where('presentation_id', '=', DEMO_IDS.presentation).executeTakeFirstOrThrow();
  expect(JSON.parse(presentation.slides)).toEqual(DEMO_IDS.slides.map((id) => `${id}.png`));
});

it('gives the demo booking its three system email templates and its custom one', async () => {
  const templates = await server.db.selectFrom('email_templates').selectAll().where('booking_id', '=', DEMO_IDS.booking).execute();
  expect(templates.map((t) => t.name).sort()).toEqual(['Attendee Invite Link', 'Day-of Reminder', 'Presenter Invite Link', 'Registration Confirmation']);
  const booking = await server.db.selectFrom('bookings').select('email_templates').where('booking_id', '=', DEMO_IDS.booking).executeTakeFirstOrThrow();
  expect(Object.keys(JSON.parse(booking.email_templates))).toEqual(['template-1-1', 'template-1-2', 'template-1-3', 'template-1-custom']);
});

it('takes the admin password from the configuration and skips the demo with GREENROOM_SEED=none', async () => {
  const other = await createTestServer();
  try {
    const result = await seedDatabase(other.db, {
      config: { ...other.config, seed: 'none', adminPassword: 'Given1234' },
      clock: manualClock(TEST_START),
      scryptCost: TEST_SCRYPT_COST,
    });
    expect(result).toEqual({ admin: { username: 'admin', temporaryPassword: 'Given1234', generated: false }, demo: false });
    expect(await other.db.selectFrom('worlds').select('world_id').execute()).toEqual([]);
  } finally {
    await other.close();
  }
});

it('seeds the memory backend\'s demo world: the same names, guessable codes left out', async () => {
  const memory = createDemoSeed({ now: new Date(TEST_START) });
  const calendars = await server.db.selectFrom('calendars').select(['calendar_id', 'calendar_name', 'login_code']).orderBy('calendar_id').execute();
  expect(calendars.map((c) => [c.calendar_id, c.calendar_name])).toEqual(memory.calendars?.map((c) => [c.calendarID, c.calendarName]));
  expect(calendars.map((c) => c.login_code)).not.toContain('demo-cal-spring');
  const bookings = await server.db.selectFrom('bookings').select(['booking_id', 'name', 'space_id']).orderBy('booking_id').execute();
  expect(bookings.map((b) => [b.booking_id, b.name, b.space_id])).toEqual(memory.bookings?.map((b) => [b.bookingID, b.name, b.spaceID]));
  const spaces = await server.db.selectFrom('spaces').select(['space_name', 'start_date']).orderBy('space_id').execute();
  expect(spaces.map((s) => [s.space_name, JSON.parse(s.start_date)])).toEqual(memory.spaces?.map((s) => [s.spaceName, s.startDate]));
  const logo = await server.db.selectFrom('space_skin_items').select('value').where('space_id', '=', DEMO_IDS.space).where('property', '=', 'thumbnailLogo').executeTakeFirstOrThrow();
  const path = new URL(JSON.parse(logo.value) as string).pathname.replace('/api/files/', '');
  expect(await server.db.selectFrom('files').select('content_type').where('path', '=', path).executeTakeFirst()).toEqual({ content_type: 'image/png' });
});

it("lists the demo space's bookings in the memory backend's order: newest start first, ties by booking id", async () => {
  const admin = await createUser(server, { role: 0 });
  const keynote = (await injectAs(server, admin, 'GET', `/booking?bookingID=${DEMO_IDS.booking}`)).json<Booking>();
  const { spaceID, start, end, capacity, gracePeriodMinutes, accessTime, doorsOpen, doorsClosed } = keynote;
  for (const name of ['Tie A', 'Tie B', 'Tie C', 'Tie D', 'Tie E']) {
    const created = await injectAs(server, admin, 'POST', '/booking', { spaceID, name, start, end, capacity, gracePeriodMinutes, accessTime, doorsOpen, doorsClosed });
    expect(created.statusCode, created.body).toBe(201);
  }
  const list = (await injectAs(server, admin, 'GET', `/space/bookings/all?spaceID=${DEMO_IDS.space}`)).json<Booking[]>();
  expect(list.filter((b) => b.start.timeValue === start.timeValue)).toHaveLength(6);
  expect(list.map((b) => b.bookingID)).toEqual(sortBookingsNewestFirst(list).map((b) => b.bookingID));
});
