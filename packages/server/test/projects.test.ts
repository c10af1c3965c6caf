import { DEMO_IDS } from '../src/seed/seed';
import { createTestServer, createUser, seedDemo, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemo(server);
  admin = await createUser(server, { role: 0 });
});
afterAll(async () => {
  await server.close();
});

describe('projects', () => {
  it('POST /project creates a project with a trimmed name; a blank name is refused and nothing stored', async () => {
    const r = await server.app.inject({ method: 'POST', url: '/api/project', headers: admin.auth, payload: { name: '  Zeta  ' } });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ projectID: expect.any(String), projectName: 'Zeta', spaces: {} });
    const count = (await server.db.selectFrom('projects').select('project_id').execute()).length;
    const blank = await server.app.inject({ method: 'POST', url: '/api/project', headers: admin.auth, payload: { name: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ name: 'Required' });
    expect((await server.db.selectFrom('projects').select('project_id').execute()).length).toBe(count);
  });

  it('GET /project answers the project with its spaces', async () => {
    const r = await server.app.inject({ method: 'GET', url: `/api/project?projectID=${DEMO_IDS.project}`, headers: admin.auth });
    expect(r.json()).toEqual({
      projectID: DEMO_IDS.project,
      projectName: 'Acme Launch Events',
      spaces: {
        [DEMO_IDS.space]: { spaceID: DEMO_IDS.space, spaceName: 'Main Hall' },
        'space-2': { spaceID: 'space-2', spaceName: 'Breakout Lounge' },
      },
    });
  });

  it('GET /projects/all/admin lists every project sorted by name', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/projects/all/admin', headers: admin.auth });
    const names = (r.json() as { projectName: string }[]).map((p) => p.projectName);
    expect(names).toEqual(['Acme Launch Events', 'Partner Summit', 'Zeta']);
  });

  it("GET /projects-and-spaces answers a producer's assigned projects, and every project for a super-admin", async () => {
    const producer = await createUser(server, { projects: [DEMO_IDS.project] });
    const mine = await server.app.inject({ method: 'GET', url: `/api/projects-and-spaces?producerID=${producer.producerID}`, headers: producer.auth });
    expect((mine.json() as { projectID: string }[]).map((p) => p.projectID)).toEqual([DEMO_IDS.project]);
    expect(mine.json()[0].spaces[DEMO_IDS.space]).toEqual({ spaceID: DEMO_IDS.space, spaceName: 'Main Hall' });
    const all = await server.app.inject({ method: 'GET', url: `/api/projects-and-spaces?producerID=${admin.producerID}`, headers: admin.auth });
    expect((all.json() as { projectName: string }[]).map((p) => p.projectName).sort()).toEqual(['Acme Launch Events', 'Partner Summit', 'Zeta']);
    const lonely = await createUser(server);
    const none = await server.app.inject({ method: 'GET', url: `/api/projects-and-spaces?producerID=${lonely.producerID}`, headers: lonely.auth });
    expect(none.json()).toEqual([]);
  });
});

describe('worlds', () => {
  it('GET /worlds/all/admin answers the demo world with a catalogue holding every item type', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/worlds/all/admin', headers: admin.auth });
    expect(r.statusCode).toBe(200);
    const [world] = r.json();
    expect(world).toMatchObject({ worldID: DEMO_IDS.world, name: 'Atrium' });
    const items = [world.uiSkin, world.worldSkin, world.avatarSkin, world.emailSkin].flatMap((group) => Object.values(group)) as { type: string }[];
    expect(new Set(items.map((i) => i.type))).toEqual(
      new Set(['Image', 'Video', 'Audio', 'ImageOrVideo', 'SingleColor', 'SingleNumber', 'Boolean', 'ColorPairList']),
    );
    expect(Object.keys(world.avatarSkin)).toEqual(expect.arrayContaining(['thumbnails', 'textureMap', 'avatarColors']));
    expect(Object.keys(world.uiSkin)).toEqual(expect.arrayContaining(['theme', 'primaryColor', 'landingPageAsset', 'thumbnailLogo']));
    expect(world.uiSkin.thumbnailLogo).toMatchObject({ label: 'Header Logo', type: 'Image', dimensions: { width: 145, height: 145 } });
    expect(Object.values(world.emailSkin).every((i) => (i as { type: string }).type === 'Image')).toBe(true);
  });
});
