import type { AuditEntry } from '@greenroom/core/rules';
import { DEMO_IDS } from '../src/seed/seed';
import { createTenant, createTestServer, createUser, injectAs, seedDemo, type Tenant, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let admin: TestUser;
let producer: TestUser;
let tenant: Tenant;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemo(server);
  admin = await createUser(server, { role: 0 });
  tenant = await createTenant(server, admin, 'Audit');
  producer = await createUser(server, { role: 1, projects: [tenant.projectID] });
});
afterAll(async () => {
  await server.close();
});

const auditLog = async (query = ''): Promise<AuditEntry[]> => (await injectAs(server, admin, 'GET', `/audit${query}`)).json();
const latest = async () => (await auditLog('?limit=1'))[0];
const count = async () => (await auditLog()).length;

describe('GET /api/audit', () => {
  it('is for super-admins only', async () => {
    expect((await injectAs(server, producer, 'GET', '/audit')).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
  });

  it('records a project and a space with who, when and the created record, newest first', async () => {
    server.clock.advance(1000);
    const project = (await injectAs(server, admin, 'POST', '/project', { name: ' Gala ' })).json();
    expect(await latest()).toMatchObject({
      producerID: admin.producerID,
      action: 'project.create',
      target: project.projectID,
      at: server.clock.now().toISOString(),
      before: null,
      after: { projectID: project.projectID, projectName: 'Gala' },
    });
    server.clock.advance(1000);
    const space = (
      await injectAs(server, admin, 'POST', '/space', {
        spaceName: 'Gala Hall',
        projectID: project.projectID,
        defaultVideoServer: 'https://video.test',
        defaultVideoServerAppID: 'app',
        defaultGameServer: 'game.test',
        defaultGamePort: 443,
        startDate: { date: '2026-11-21', timezone: 'America/Chicago' },
        endDate: { date: '2026-12-21', timezone: 'America/Chicago' },
        worldID: DEMO_IDS.world,
      })
    ).json();
    const [newest, previous] = await auditLog();
    expect(newest).toMatchObject({ action: 'space.create', target: space.spaceID, after: { spaceName: 'Gala Hall', projectID: project.projectID } });
    expect(previous.action).toBe('project.create');
  });

  it("records a producer's creation and the before and after of its assignments", async () => {
    const created = (
      await injectAs(server, admin, 'POST', '/producer', {
        username: 'audited',
        email: 'audited@example.test',
        temporaryPassword: 'Temporary1',
        first: 'Au',
        last: 'Dited',
        projects: {},
        role: 1,
      })
    ).json();
    expect(await latest()).toMatchObject({ action: 'producer.create', target: created.producerID, after: { username: 'audited', projects: [] } });
    const projects = { [tenant.projectID]: { projectID: tenant.projectID, projectName: 'Audit' } };
    await injectAs(server, admin, 'PUT', '/producer', { producerID: created.producerID, projects });
    expect(await latest()).toMatchObject({ action: 'producer.projects', before: { projects: [] }, after: { projects: [tenant.projectID] } });
  });

  it('records usage repairs, world repairs, end-time updates and cache deletes; a refused change records nothing', async () => {
    const before = await count();
    // Refused: the record is already closed.
    const refused = await injectAs(server, admin, 'PUT', '/booking/usage/repair', {
      attendees: [tenant.closedAttendeesID],
      endTime: server.clock.now().toISOString(),
      bookingID: tenant.bookingID,
    });
    expect(refused.statusCode).toBe(409);
    expect(await count()).toBe(before);

    const end = server.clock.now().toISOString();
    await injectAs(server, admin, 'PUT', '/booking/usage/repair', { attendees: [tenant.openAttendeesID], endTime: end, bookingID: tenant.bookingID });
    expect(await latest()).toMatchObject({
      action: 'usage.repair',
      target: tenant.bookingID,
      before: [{ attendeesID: tenant.openAttendeesID, endTime: null }],
      after: [{ attendeesID: tenant.openAttendeesID, endTime: end }],
    });

    await server.db.deleteFrom('space_skin_items').where('space_id', '=', tenant.spaceID).where('property', '=', 'floorColor').execute();
    await injectAs(server, admin, 'PUT', '/skin/world/repair', { spaceID: tenant.spaceID, property: 'floorColor' });
    expect(await latest()).toMatchObject({ action: 'space.worldRepair', target: tenant.spaceID, before: null, after: { property: 'floorColor' } });

    const tooEarly = await injectAs(server, admin, 'PUT', '/spaces-endtime-update-admin', { spaceIDArr: [tenant.spaceID], endTime: '2020-01-01' });
    expect(tooEarly.statusCode).toBe(400);
    expect((await latest()).action).toBe('space.worldRepair');
    await injectAs(server, admin, 'PUT', '/spaces-endtime-update-admin', { spaceIDArr: [tenant.spaceID], endTime: '2027-01-15' });
    const update = await latest();
    expect(update).toMatchObject({ action: 'space.endTime', target: tenant.spaceID, after: [{ spaceID: tenant.spaceID, endDate: { date: '2027-01-16T05:59:59Z' } }] });
    expect((update.before as { spaceID: string }[])[0].spaceID).toBe(tenant.spaceID);

    await injectAs(server, admin, 'GET', `/cache/admin?bookingID=${tenant.bookingID}`);
    await injectAs(server, admin, 'DELETE', `/cache/admin?bookingID=${tenant.bookingID}`);
    expect(await latest()).toMatchObject({ action: 'cache.delete', target: tenant.bookingID, before: { bookingID: tenant.bookingID }, after: null });
  });

  it('answers at most `limit` entries', async () => {
    expect(await auditLog('?limit=2')).toHaveLength(2);
    expect((await injectAs(server, admin, 'GET', '/audit?limit=abc')).statusCode).toBe(400);
  });
});
