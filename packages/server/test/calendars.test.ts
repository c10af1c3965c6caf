import { createTenant, injectAs, startSeededTenant, type Method, type Tenant, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let admin: TestUser;
let producer: TestUser;
let tenant: Tenant;

beforeAll(async () => {
  ({ server, admin, tenant, producer } = await startSeededTenant('Cal'));
});
afterAll(async () => {
  await server.close();
});

const call = (method: Method, url: string, payload?: object) => injectAs(server, producer, method, url, payload);

it('creates, reads, renames, regenerates and deletes a calendar', async () => {
  const created = await call('POST', '/calendar', { calendarName: '  Season  ', spaceID: tenant.spaceID });
  expect(created.statusCode).toBe(201);
  const calendar = created.json();
  expect(calendar).toEqual({ calendarID: expect.any(String), calendarName: 'Season', loginCode: expect.any(String), bookings: [], spaceID: tenant.spaceID, version: 1 });
  expect(calendar.loginCode.length).toBeGreaterThanOrEqual(22);

  expect((await call('GET', `/calendar?calendarID=${calendar.calendarID}`)).json()).toEqual(calendar);

  const renamed = await call('PUT', '/calendar', { spaceID: tenant.spaceID, calendarID: calendar.calendarID, calendarName: 'Autumn', bookings: [], version: 1 });
  expect(renamed.statusCode).toBe(200);
  expect(renamed.json()).toMatchObject({ calendarName: 'Autumn', version: 2 });

  const regenerated = await call('PUT', '/calendar/login/regenerate', { calendarID: calendar.calendarID });
  expect(regenerated.statusCode).toBe(200);
  // The answer is the new code itself, a JSON string (docs/reference/portal.md §7).
  const loginCode = regenerated.json<string>();
  expect(typeof loginCode).toBe('string');
  expect(loginCode).not.toBe(calendar.loginCode);
  const row = await server.db.selectFrom('calendars').select(['login_code', 'version']).where('calendar_id', '=', calendar.calendarID).executeTakeFirstOrThrow();
  // A new feed code is no rename: an open rename form (at version 2) is not made stale by it.
  expect(row).toEqual({ login_code: loginCode, version: 2 });

  expect((await call('DELETE', `/calendar?spaceID=${tenant.spaceID}&calendarID=${calendar.calendarID}`)).statusCode).toBe(204);
  expect((await call('GET', `/calendar?calendarID=${calendar.calendarID}`)).statusCode).toBe(404);
});

it("lists a space's calendars by name with their bookings", async () => {
  await call('POST', '/calendar', { calendarName: 'Alpha', spaceID: tenant.spaceID });
  const r = await call('GET', `/calendars?spaceID=${tenant.spaceID}`);
  expect(r.statusCode).toBe(200);
  const list = r.json() as { calendarName: string; calendarID: string; bookings: string[] }[];
  expect(list.map((c) => c.calendarName)).toEqual(['Alpha', 'Cal Calendar']);
  expect(list.find((c) => c.calendarID === tenant.calendarID)?.bookings).toEqual([tenant.bookingID]);
});

it('answers 200 with [] when a space has no calendars (issue 25: an empty list is no error)', async () => {
  const other = await createTenant(server, admin, 'Empty');
  await server.app.inject({ method: 'DELETE', url: `/api/calendar?spaceID=${other.spaceID}&calendarID=${other.calendarID}`, headers: admin.auth });
  const r = await server.app.inject({ method: 'GET', url: `/api/calendars?spaceID=${other.spaceID}`, headers: admin.auth });
  expect(r.statusCode).toBe(200);
  expect(r.json()).toEqual([]);
});

it('keeps bookings when their calendar is deleted', async () => {
  const r = await call('DELETE', `/calendar?spaceID=${tenant.spaceID}&calendarID=${tenant.calendarID}`);
  expect(r.statusCode).toBe(204);
  const booking = await server.db.selectFrom('bookings').select('calendar_id').where('booking_id', '=', tenant.bookingID).executeTakeFirstOrThrow();
  expect(booking.calendar_id).toBeNull();
});

it('refuses a blank name and a calendar of another space; nothing changes', async () => {
  const [calendar] = (await call('GET', `/calendars?spaceID=${tenant.spaceID}`)).json();
  const blank = await call('POST', '/calendar', { calendarName: ' ', spaceID: tenant.spaceID });
  expect(blank.statusCode).toBe(400);
  expect(blank.json().fieldErrors).toEqual({ calendarName: 'Required' });
  const renameBlank = await call('PUT', '/calendar', { spaceID: tenant.spaceID, calendarID: calendar.calendarID, calendarName: '', bookings: [] });
  expect(renameBlank.statusCode).toBe(400);
  const other = await createTenant(server, admin, 'Other');
  await server.db.insertInto('producer_projects').values({ producer_id: producer.producerID, project_id: other.projectID }).execute();
  const mismatched = await call('DELETE', `/calendar?spaceID=${other.spaceID}&calendarID=${calendar.calendarID}`);
  expect(mismatched.statusCode).toBe(404);
  expect((await call('GET', `/calendar?calendarID=${calendar.calendarID}`)).json().calendarName).toBe(calendar.calendarName);
});
