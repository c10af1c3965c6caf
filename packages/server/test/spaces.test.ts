import { DATE_MESSAGE } from '@greenroom/core/rules';
import { DEMO_IDS } from '../src/seed/seed';
import { createTenant, createTestServer, createUser, seedDemo, type Tenant, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let admin: TestUser;
let tenant: Tenant;

const createPayload = (projectID: string, overrides: Record<string, unknown> = {}) => ({
  spaceName: 'Hall',
  projectID,
  defaultVideoServer: 'https://video.test',
  defaultVideoServerAppID: 'app-1',
  defaultGameServer: 'game.test',
  defaultGamePort: 443,
  startDate: { date: '2026-11-21', timezone: 'America/Chicago' },
  endDate: { date: '2026-12-21', timezone: 'Europe/Berlin' },
  worldID: DEMO_IDS.world,
  ...overrides,
});

beforeAll(async () => {
  server = await createTestServer();
  await seedDemo(server);
  admin = await createUser(server, { role: 0 });
  tenant = await createTenant(server, admin, 'Acme');
});
afterAll(async () => {
  await server.close();
});

describe('POST /space', () => {
  it('creates a space running 00:01 to 23:59 in the chosen zones, with copies of its world skins', async () => {
    const r = await server.app.inject({ method: 'POST', url: '/api/space', headers: admin.auth, payload: createPayload(tenant.projectID) });
    expect(r.statusCode).toBe(201);
    const space = r.json();
    expect(space).toMatchObject({
      spaceName: 'Hall',
      projectID: tenant.projectID,
      worldID: DEMO_IDS.world,
      startDate: { date: '2026-11-21T06:01:00Z', timezone: 'America/Chicago' },
      endDate: { date: '2026-12-21T22:59:00Z', timezone: 'Europe/Berlin' },
      defaultGamePort: 443,
      bookings: {},
      presentations: {},
      maximumUserHours: 1000,
    });
    const world = (await server.app.inject({ method: 'GET', url: '/api/worlds/all/admin', headers: admin.auth })).json()[0];
    // The world's items, each at the first version in the space (issue 25: skin items are versioned).
    const atFirstVersion = (group: Record<string, object>) => Object.fromEntries(Object.entries(group).map(([property, item]) => [property, { ...item, version: 1 }]));
    for (const group of ['uiSkin', 'worldSkin', 'avatarSkin', 'emailSkin']) expect(space[group]).toEqual(atFirstVersion(world[group]));
    const stored = await server.db.selectFrom('space_skin_items').select('property').where('space_id', '=', space.spaceID).execute();
    expect(stored.length).toBe(Object.values(world).filter((g) => typeof g === 'object').reduce((n: number, g) => n + Object.keys(g as object).length, 0));
  });

  it('takes the day of an ISO date-time in the chosen zone and a port given as text', async () => {
    const r = await server.app.inject({
      method: 'POST',
      url: '/api/space',
      headers: admin.auth,
      payload: createPayload(tenant.projectID, {
        defaultGamePort: '3777',
        startDate: { date: '2026-11-22T03:00:00Z', timezone: 'America/Chicago' },
        endDate: { date: '2026-11-22T03:00:00Z', timezone: 'America/Chicago' },
      }),
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().startDate.date).toBe('2026-11-21T06:01:00Z');
    expect(r.json().endDate.date).toBe('2026-11-22T05:59:00Z');
    expect(r.json().defaultGamePort).toBe(3777);
  });

  it('flags blank fields, a bad port, an unknown zone and an end before the start; nothing is stored', async () => {
    const before = (await server.db.selectFrom('spaces').select('space_id').execute()).length;
    const r = await server.app.inject({
      method: 'POST',
      url: '/api/space',
      headers: admin.auth,
      payload: createPayload(tenant.projectID, { spaceName: ' ', defaultGameServer: '', defaultGamePort: '0', startDate: { date: '2026-11-21', timezone: 'Mars/Base' } }),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fieldErrors).toEqual({
      spaceName: 'Required',
      defaultGameServer: 'Required',
      defaultGamePort: 'Enter a port from 1 to 65535',
      startDate: 'Please select a timezone',
    });
    const reversed = await server.app.inject({
      method: 'POST',
      url: '/api/space',
      headers: admin.auth,
      payload: createPayload(tenant.projectID, { startDate: { date: '2026-12-01', timezone: 'UTC' }, endDate: { date: '2026-11-01', timezone: 'UTC' } }),
    });
    expect(reversed.json().fieldErrors).toEqual({ endDate: 'The end date must be after the start date' });
    expect((await server.app.inject({ method: 'POST', url: '/api/space', headers: admin.auth, payload: createPayload('nope') })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/api/space', headers: admin.auth, payload: createPayload(tenant.projectID, { worldID: 'nope' }) })).statusCode).toBe(404);
    expect((await server.db.selectFrom('spaces').select('space_id').execute()).length).toBe(before);
  });
});

describe('GET /space, /spaces/all/admin and /space/usage', () => {
  it('answers the space with its project, bookings, presentations and skins', async () => {
    const producer = await createUser(server, { projects: [tenant.projectID] });
    const r = await server.app.inject({ method: 'GET', url: `/api/space?spaceID=${tenant.spaceID}&producerID=${producer.producerID}`, headers: producer.auth });
    expect(r.statusCode).toBe(200);
    const space = r.json();
    expect(space.project).toMatchObject({ projectID: tenant.projectID, projectName: 'Acme Project' });
    expect(space.bookings).toEqual({ [tenant.bookingID]: { bookingID: tenant.bookingID, bookingName: 'Acme Booking' } });
    expect(space.presentations).toEqual({ [tenant.presentationID]: { presentationID: tenant.presentationID, presentationName: 'Acme Deck' } });
    expect(space.uiSkin.primaryColor.value).toBe('#7C4DFF');
  });

  it('lists every space sorted by name with bookings and end dates', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/spaces/all/admin', headers: admin.auth });
    const list = r.json() as { spaceName: string; spaceID: string; bookings: object; endDate: { date: string } }[];
    expect(list.map((s) => s.spaceName)).toEqual([...list.map((s) => s.spaceName)].sort((a, b) => a.localeCompare(b)));
    expect(list.find((s) => s.spaceID === tenant.spaceID)?.bookings).toHaveProperty(tenant.bookingID);
  });

  it('sums time in room over attendance records, open ones up to now', async () => {
    // createTenant: one closed stay of 1800 s and one open stay that began 600 s ago.
    const usage = () => server.app.inject({ method: 'GET', url: `/api/space/usage?spaceID=${tenant.spaceID}`, headers: admin.auth });
    expect((await usage()).json()).toEqual({ usageSeconds: 2400 });
    server.clock.advance(60_000);
    expect((await usage()).json()).toEqual({ usageSeconds: 2460 });
  });
});

describe('space/world check and repair', () => {
  it('reports properties the world lacks and properties the space lacks, and repair copies the world item in', async () => {
    await server.db
      .deleteFrom('space_skin_items')
      .where('space_id', '=', tenant.spaceID)
      .where('skin_group', '=', 'worldSkin')
      .where('property', '=', 'floorColor')
      .execute();
    await server.db
      .insertInto('space_skin_items')
      .values({ space_id: tenant.spaceID, skin_group: 'worldSkin', property: 'legacyProp', label: 'Legacy', type: 'Boolean', value: 'true', dimensions: null, asset_family: null, hidden: 0, updated_at: 0, version: 1 })
      .execute();
    // The demo seed has mismatches of its own (for the script to find); only this space's count here.
    const mine = (records: { spaceID: string }[]) => records.filter((r) => r.spaceID === tenant.spaceID);
    const worlds = (await server.app.inject({ method: 'GET', url: '/api/worlds/all/admin', headers: admin.auth })).json();
    const world = worlds.find((w: { worldID: string }) => w.worldID === DEMO_IDS.world);
    const report = (await server.app.inject({ method: 'GET', url: '/api/space-worlds-admin', headers: admin.auth })).json();
    const record = (propertyName: string) => ({ spaceID: tenant.spaceID, spaceName: 'Acme Space', worldName: world.name, propertyName, worldID: DEMO_IDS.world });
    expect(mine(report.invalidSpaces)).toEqual([record('legacyProp')]);
    expect(mine(report.invalidWorlds)).toEqual([record('floorColor')]);

    const repair = await server.app.inject({
      method: 'PUT',
      url: '/api/skin/world/repair',
      headers: admin.auth,
      payload: { spaceID: tenant.spaceID, property: 'floorColor', value: '#000000' },
    });
    expect(repair.statusCode).toBe(204);
    const space = (await server.app.inject({ method: 'GET', url: `/api/space?spaceID=${tenant.spaceID}`, headers: admin.auth })).json();
    // The world's item with the world's value, not the value sent.
    expect(world.worldSkin.floorColor.value).not.toBe('#000000');
    expect(space.worldSkin.floorColor).toEqual({ ...world.worldSkin.floorColor, version: 1 });
    const after = (await server.app.inject({ method: 'GET', url: '/api/space-worlds-admin', headers: admin.auth })).json();
    expect(mine(after.invalidWorlds)).toEqual([]);
  });

  it('answers 404 when the world has no such property and changes nothing', async () => {
    const r = await server.app.inject({ method: 'PUT', url: '/api/skin/world/repair', headers: admin.auth, payload: { spaceID: tenant.spaceID, property: 'legacyProp' } });
    expect(r.statusCode).toBe(404);
    const row = await server.db.selectFrom('space_skin_items').select('value').where('space_id', '=', tenant.spaceID).where('property', '=', 'legacyProp').executeTakeFirst();
    expect(row?.value).toBe('true');
  });
});

describe('PUT /spaces-endtime-update-admin', () => {
  it("sets each listed space's end to 23:59:59 America/Chicago on that day, keeping its zone", async () => {
    const second = (await server.app.inject({ method: 'POST', url: '/api/space', headers: admin.auth, payload: createPayload(tenant.projectID, { spaceName: 'Annex' }) })).json();
    const r = await server.app.inject({
      method: 'PUT',
      url: '/api/spaces-endtime-update-admin',
      headers: admin.auth,
      payload: { spaceIDArr: [tenant.spaceID, second.spaceID], endTime: '2027-01-15T12:00:00.000Z' },
    });
    expect(r.statusCode).toBe(204);
    const rows = await server.db.selectFrom('spaces').select(['space_id', 'end_date']).where('space_id', 'in', [tenant.spaceID, second.spaceID]).execute();
    const ends = Object.fromEntries(rows.map((row) => [row.space_id, JSON.parse(row.end_date)]));
    expect(ends[tenant.spaceID]).toEqual({ date: '2027-01-16T05:59:59Z', timezone: 'America/Chicago' });
    expect(ends[second.spaceID]).toEqual({ date: '2027-01-16T05:59:59Z', timezone: 'Europe/Berlin' });
  });

  it('changes none when one id is unknown or one end falls before a start', async () => {
    const before = await server.db.selectFrom('spaces').select(['space_id', 'end_date']).execute();
    const unknown = await server.app.inject({ method: 'PUT', url: '/api/spaces-endtime-update-admin', headers: admin.auth, payload: { spaceIDArr: [tenant.spaceID, 'nope'], endTime: '2027-02-01' } });
    expect(unknown.statusCode).toBe(404);
    const early = await server.app.inject({ method: 'PUT', url: '/api/spaces-endtime-update-admin', headers: admin.auth, payload: { spaceIDArr: [tenant.spaceID, DEMO_IDS.space], endTime: '2026-01-01' } });
    expect(early.statusCode).toBe(400);
    const bad = await server.app.inject({ method: 'PUT', url: '/api/spaces-endtime-update-admin', headers: admin.auth, payload: { spaceIDArr: [tenant.spaceID], endTime: 'tomorrow' } });
    expect(bad.json().fieldErrors).toEqual({ endTime: DATE_MESSAGE });
    expect(await server.db.selectFrom('spaces').select(['space_id', 'end_date']).execute()).toEqual(before);
  });
});
