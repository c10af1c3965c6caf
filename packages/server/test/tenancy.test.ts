import Fastify from 'fastify';
import { installGuard } from '../src/platform/auth/guard';
import type { ServerContext } from '../src/platform/context';
import { createTenant, createTestServer, createUser, seedDemo, snapshot, type Method, type Tenant, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let admin: TestUser;
let producer: TestUser;
let stranger: TestUser;
let mine: Tenant;
let theirs: Tenant;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemo(server);
  admin = await createUser(server, { role: 0 });
  mine = await createTenant(server, admin, 'Mine');
  theirs = await createTenant(server, admin, 'Theirs');
  producer = await createUser(server, { projects: [mine.projectID] });
  stranger = await createUser(server, { projects: [theirs.projectID] });
});
afterAll(async () => {
  await server.close();
});

interface Probe {
  method: Method;
  url: string;
  payload?: object;
}

/** Every signed-in call of the portal, aimed at the other tenant (or mixing the two). */
function probes(t: Tenant, own: Tenant, otherProducer: string): Probe[] {
  return [
    { method: 'GET', url: `/api/producer/role?producerID=${otherProducer}` },
    { method: 'GET', url: `/api/projects-and-spaces?producerID=${otherProducer}` },
    { method: 'GET', url: `/api/project?projectID=${t.projectID}` },
    { method: 'GET', url: `/api/space?spaceID=${t.spaceID}` },
    { method: 'GET', url: `/api/space?spaceID=${own.spaceID}&producerID=${otherProducer}` },
    { method: 'GET', url: `/api/space/usage?spaceID=${t.spaceID}` },
    ...['ui', 'world', 'avatar', 'email'].map((g): Probe => ({ method: 'PUT', url: `/api/skin/${g}`, payload: { spaceID: t.spaceID, property: 'primaryColor', value: '#000000' } })),
    { method: 'POST', url: '/api/calendar', payload: { calendarName: 'Hijack', spaceID: t.spaceID } },
    { method: 'GET', url: `/api/calendar?calendarID=${t.calendarID}` },
    { method: 'PUT', url: '/api/calendar', payload: { spaceID: t.spaceID, calendarID: t.calendarID, calendarName: 'Hijack', bookings: [] } },
    { method: 'PUT', url: '/api/calendar', payload: { spaceID: own.spaceID, calendarID: t.calendarID, calendarName: 'Hijack', bookings: [] } },
    { method: 'DELETE', url: `/api/calendar?spaceID=${t.spaceID}&calendarID=${t.calendarID}` },
    { method: 'DELETE', url: `/api/calendar?spaceID=${own.spaceID}&calendarID=${t.calendarID}` },
    { method: 'PUT', url: '/api/calendar/login/regenerate', payload: { calendarID: t.calendarID } },
    { method: 'GET', url: `/api/calendars?spaceID=${t.spaceID}` },
    { method: 'POST', url: '/api/presentation', payload: { spaceID: t.spaceID, name: 'Hijack', slides: [] } },
    { method: 'GET', url: `/api/presentation?presentationID=${t.presentationID}` },
    { method: 'PUT', url: '/api/presentation', payload: { spaceID: t.spaceID, presentationID: t.presentationID, name: 'Hijack', slides: [] } },
    { method: 'PUT', url: '/api/presentation', payload: { spaceID: own.spaceID, presentationID: t.presentationID, name: 'Hijack', slides: [] } },
    { method: 'DELETE', url: `/api/presentation?spaceID=${t.spaceID}&presentationID=${t.presentationID}` },
    { method: 'DELETE', url: `/api/presentation?spaceID=${own.spaceID}&presentationID=${t.presentationID}` },
    { method: 'POST', url: '/api/assets/upload-request', payload: { files: [{ name: 'a.png', type: 'image/png' }], folderName: 'thumbnailLogo', spaceID: t.spaceID } },
    { method: 'GET', url: `/api/booking?bookingID=${t.bookingID}` },
    { method: 'GET', url: `/api/attendees/list?bookingID=${t.bookingID}&spaceID=${t.spaceID}` },
    { method: 'GET', url: `/api/attendees/list?bookingID=${t.bookingID}&spaceID=${own.spaceID}` },
  ];
}

const MISSING = '00000000-dead-4000-8000-000000000000';
const missingTenant = (): Tenant => ({
  projectID: MISSING,
  spaceID: MISSING,
  calendarID: MISSING,
  presentationID: MISSING,
  bookingID: MISSING,
  registrationID: MISSING,
  presenterID: MISSING,
  openAttendeesID: MISSING,
  closedAttendeesID: MISSING,
  bookingLoginCode: MISSING,
  registrationLoginCode: MISSING,
});

it("answers 404 to a producer probing every route with another tenant's ids, exactly like missing ids, and changes nothing", async () => {
  const before = await snapshot(server);
  const foreign = probes(theirs, mine, stranger.producerID);
  const absent = probes(missingTenant(), mine, MISSING);
  for (const [index, probe] of foreign.entries()) {
    const r = await server.app.inject({ ...probe, headers: producer.auth });
    const label = `${probe.method} ${probe.url} ${JSON.stringify(probe.payload ?? {})}`;
    expect(r.statusCode, label).toBe(404);
    const missing = await server.app.inject({ ...absent[index], headers: producer.auth });
    expect(missing.statusCode, label).toBe(404);
    expect(Object.keys(r.json()).sort(), label).toEqual(['code', 'message']);
  }
  expect(await snapshot(server)).toBe(before);
});

it('serves the same calls for the tenant the producer is assigned to', async () => {
  for (const probe of probes(mine, mine, producer.producerID).filter((p) => p.method === 'GET')) {
    const r = await server.app.inject({ ...probe, headers: producer.auth });
    expect(r.statusCode, probe.url).toBe(200);
  }
});

it('answers 403 to a producer on every admin route, before looking at anything, and changes nothing', async () => {
  const before = await snapshot(server);
  const adminRoutes = server.app.accessRules.filter((rule) => rule.access.level === 'admin');
  expect(adminRoutes.length).toBeGreaterThanOrEqual(12);
  for (const rule of adminRoutes) {
    const r = await server.app.inject({ method: rule.method as Method, url: rule.url, headers: producer.auth, payload: rule.method === 'GET' || rule.method === 'DELETE' ? undefined : {} });
    expect(r.statusCode, `${rule.method} ${rule.url}`).toBe(403);
  }
  expect(await snapshot(server)).toBe(before);
});

it('answers 401 without a token on every route that needs a sign-in', async () => {
  const guarded = server.app.accessRules.filter((rule) => rule.access.level !== 'public');
  for (const rule of guarded) {
    const url = rule.url.replace(/:(\w+)/g, 'x').replace('*', 'x');
    const r = await server.app.inject({ method: rule.method as Method, url, payload: rule.method === 'GET' || rule.method === 'DELETE' ? undefined : {} });
    expect(r.statusCode, `${rule.method} ${rule.url}`).toBe(401);
  }
});

it('refuses to register an /api route without an access rule', async () => {
  const bare = Fastify();
  installGuard(bare, {} as ServerContext);
  expect(() => bare.get('/api/unguarded', async () => 'hi')).toThrow('has no access rule');
  await bare.close();
});

it('documents every /api route in the OpenAPI document, each with an access rule', async () => {
  const documented = Object.entries((server.app.swagger() as { paths: Record<string, object> }).paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
  );
  // The reference page, the JSON document and the page's assets are not operations of the API.
  const api = server.app.accessRules.filter((r) => r.url !== '/api/docs' && !r.url.startsWith('/api/docs/'));
  const ruled = new Set(api.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}').replace('*', '{path}')}`));
  for (const route of documented) expect(ruled.has(route), route).toBe(true);
  expect(documented.length).toBe(ruled.size);
});
