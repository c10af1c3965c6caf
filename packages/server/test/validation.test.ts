import { DEMO_IDS } from '../src/seed/seed';
import { createTenant, createTestServer, createUser, seedDemo, snapshot, type Tenant, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let admin: TestUser;
let tenant: Tenant;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemo(server);
  admin = await createUser(server, { role: 0 });
  tenant = await createTenant(server, admin, 'Valid');
});
afterAll(async () => {
  await server.close();
});

type Body = Record<string, unknown>;

/** A valid body for every JSON body route of the portal. */
function bodies(t: Tenant): [method: 'POST' | 'PUT', url: string, body: Body][] {
  const day = { date: '2026-11-21', timezone: 'UTC' };
  return [
    ['POST', '/api/auth/sign-in', { username: 'someone', password: 'Secret123' }],
    ['POST', '/api/auth/complete-new-password', { session: 'x', firstName: 'A', lastName: 'B', password: 'Secret123' }],
    ['POST', '/api/auth/forgot-password', { username: 'someone' }],
    ['POST', '/api/auth/confirm-password', { username: 'someone', code: '123456', password: 'Secret123' }],
    ['POST', '/api/producer', { temporaryPassword: 'Temp1234x', email: 'v@x.test', username: 'valid-user', first: 'V', last: 'U', projects: {}, role: 1 }],
    ['PUT', '/api/producer', { producerID: admin.producerID, projects: {} }],
    ['POST', '/api/project', { name: 'Valid' }],
    [
      'POST',
      '/api/space',
      { spaceName: 'S', projectID: t.projectID, defaultVideoServer: 'v', defaultVideoServerAppID: 'a', defaultGameServer: 'g', defaultGamePort: 443, startDate: day, endDate: day, worldID: DEMO_IDS.world },
    ],
    ['PUT', '/api/skin/world/repair', { spaceID: t.spaceID, property: 'floorColor', value: '#000000' }],
    ['PUT', '/api/spaces-endtime-update-admin', { spaceIDArr: [t.spaceID], endTime: '2026-12-01' }],
    ['PUT', '/api/skin/ui', { spaceID: t.spaceID, property: 'primaryColor', value: '#000000', type: 'SingleColor' }],
    ['PUT', '/api/skin/world', { spaceID: t.spaceID, property: 'floorColor', value: '#000000' }],
    ['PUT', '/api/skin/avatar', { spaceID: t.spaceID, property: 'avatarColors', value: [{ primary: '#000000', secondary: '#FFFFFF' }] }],
    ['PUT', '/api/skin/email', { spaceID: t.spaceID, property: 'emailHeaderImage', value: '' }],
    ['POST', '/api/calendar', { calendarName: 'C', spaceID: t.spaceID }],
    ['PUT', '/api/calendar', { spaceID: t.spaceID, calendarID: t.calendarID, calendarName: 'C', bookings: [] }],
    ['PUT', '/api/calendar/login/regenerate', { calendarID: t.calendarID }],
    ['POST', '/api/presentation', { spaceID: t.spaceID, name: 'P', slides: [] }],
    ['PUT', '/api/presentation', { spaceID: t.spaceID, presentationID: t.presentationID, name: 'P', slides: [] }],
    ['POST', '/api/slides/upload-request', { files: [{ name: 'a.png', type: 'image/png' }] }],
    ['POST', '/api/assets/upload-request', { files: [{ name: 'a.png', type: 'image/png' }], folderName: 'thumbnailLogo' }],
    ['PUT', '/api/booking/usage/repair', { attendees: [t.openAttendeesID], endTime: '2026-03-10T15:00:00Z', bookingID: t.bookingID }],
    [
      'POST',
      '/api/system-check',
      {
        firstName: 'A',
        lastName: 'B',
        comment: '',
        data: {
          browserName: 'x',
          browserVersion: 'x',
          operatingSystem: 'x',
          operatingSystemVersion: 'x',
          canReachAWS: true,
          canReachGameServer: true,
          canReachLiveswitch: true,
          areWebWorkersSupported: true,
          hasMic: true,
          hasCamera: true,
          hasCameraPermissions: true,
          hasMicPermissions: true,
          canScreenshare: true,
          canVideoStream: true,
          isWebRTCSupported: true,
        },
      },
    ],
  ];
}

function wrongValue(value: unknown): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? 'not an object' : { not: 'allowed' };
}

it('refuses an unknown field on every body with 400 naming it, storing nothing', async () => {
  const before = await snapshot(server);
  for (const [method, url, body] of bodies(tenant)) {
    const r = await server.app.inject({ method, url, headers: admin.auth, payload: { ...body, producerID_override: 'x' } });
    expect(r.statusCode, url).toBe(400);
    expect(r.json().fieldErrors, url).toEqual({ producerID_override: 'Unknown field' });
  }
  expect(await snapshot(server)).toBe(before);
});

it('refuses a wrong type in every field of every body with 400, storing nothing', async () => {
  const before = await snapshot(server);
  for (const [method, url, body] of bodies(tenant)) {
    for (const field of Object.keys(body)) {
      const r = await server.app.inject({ method, url, headers: admin.auth, payload: { ...body, [field]: wrongValue(body[field]) } });
      expect(r.statusCode, `${url} ${field}`).toBe(400);
      expect(Object.keys(r.json().fieldErrors ?? {}).some((key) => key === field || key.startsWith(`${field}.`)), `${url} ${field}: ${r.body}`).toBe(true);
    }
    const missing = await server.app.inject({ method, url, headers: admin.auth, payload: {} });
    expect(missing.statusCode, url).toBe(400);
  }
  expect(await snapshot(server)).toBe(before);
});

it('refuses unknown fields inside nested objects', async () => {
  const space = bodies(tenant).find(([, url]) => url === '/api/space')?.[2] as Body;
  const r = await server.app.inject({ method: 'POST', url: '/api/space', headers: admin.auth, payload: { ...space, startDate: { date: '2026-11-21', timezone: 'UTC', admin: true } } });
  expect(r.json().fieldErrors).toEqual({ 'startDate.admin': 'Unknown field' });
});

it('answers non-JSON bodies and broken JSON with 4xx, never 500', async () => {
  for (const [method, url] of bodies(tenant)) {
    const text = await server.app.inject({ method, url, headers: { ...admin.auth, 'content-type': 'text/plain' }, payload: 'hello' });
    expect([400, 415], url).toContain(text.statusCode);
    const broken = await server.app.inject({ method, url, headers: { ...admin.auth, 'content-type': 'application/json' }, payload: '{"a":' });
    expect(broken.statusCode, url).toBe(400);
    expect(broken.body).not.toContain('at ');
  }
});
