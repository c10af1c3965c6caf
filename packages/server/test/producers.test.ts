import { createTestServer, createUser, seedDemo, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let admin: TestUser;
let projectA: string;
let projectB: string;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemo(server);
  admin = await createUser(server, { role: 0 });
  const make = async (name: string) =>
    (await server.app.inject({ method: 'POST', url: '/api/project', headers: admin.auth, payload: { name } })).json().projectID as string;
  projectA = await make('Alpha');
  projectB = await make('Beta');
});
afterAll(async () => {
  await server.close();
});

describe('GET /producer/role', () => {
  it('answers the role of the caller', async () => {
    const producer = await createUser(server);
    const r = await server.app.inject({ method: 'GET', url: `/api/producer/role?producerID=${producer.producerID}`, headers: producer.auth });
    expect(r.json()).toEqual({ role: 1 });
    const a = await server.app.inject({ method: 'GET', url: `/api/producer/role?producerID=${admin.producerID}`, headers: admin.auth });
    expect(a.json()).toEqual({ role: 0 });
  });

  it("lets a super-admin read anyone's role, and answers 404 to a producer asking about someone else", async () => {
    const producer = await createUser(server);
    const other = await createUser(server);
    expect((await server.app.inject({ method: 'GET', url: `/api/producer/role?producerID=${producer.producerID}`, headers: admin.auth })).json()).toEqual({ role: 1 });
    const r = await server.app.inject({ method: 'GET', url: `/api/producer/role?producerID=${other.producerID}`, headers: producer.auth });
    expect(r.statusCode).toBe(404);
    const missing = await server.app.inject({ method: 'GET', url: '/api/producer/role?producerID=nobody', headers: admin.auth });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /producer', () => {
  it('creates a role-1 producer with a temporary password and its projects', async () => {
    const r = await server.app.inject({
      method: 'POST',
      url: '/api/producer',
      headers: admin.auth,
      payload: {
        temporaryPassword: 'Temp1234x',
        email: 'pat@example.test',
        username: 'pat',
        first: 'Pat',
        last: 'Doe',
        projects: { [projectA]: { projectID: projectA, projectName: 'Alpha' } },
        role: 1,
      },
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({
      producerID: expect.any(String),
      name: 'Pat Doe',
      role: 1,
      projects: { [projectA]: { projectID: projectA, projectName: 'Alpha' } },
      username: 'pat',
      email: 'pat@example.test',
      version: 1,
    });
    const row = await server.db.selectFrom('producers').selectAll().where('username_key', '=', 'pat').executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(1);
    expect(row.temporary_password_expires_at).toBe(server.clock.now().getTime() + 7 * 24 * 3_600_000);
    expect(row.password_hash).not.toContain('Temp1234x');
  });

  it('flags blank fields, a weak temporary password, a taken username, role other than 1 and unknown projects; nothing is stored', async () => {
    const base = { temporaryPassword: 'Temp1234x', email: 'e@x.test', username: 'fresh', first: 'F', last: 'L', projects: {}, role: 1 };
    const post = (payload: object) => server.app.inject({ method: 'POST', url: '/api/producer', headers: admin.auth, payload });
    const before = await server.db.selectFrom('producers').select('producer_id').execute();

    const blank = await post({ ...base, email: ' ', first: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ email: 'Required', first: 'Required' });
    const weak = await post({ ...base, temporaryPassword: 'password' });
    expect(weak.json().fieldErrors).toEqual({ temporaryPassword: 'Password must contain at least 1 uppercase letter' });
    const taken = await post({ ...base, username: 'PAT' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ username: 'This username is already taken' });
    expect((await post({ ...base, role: 0 })).statusCode).toBe(400);
    expect((await post({ ...base, projects: { nope: { projectID: 'nope', projectName: 'x' } } })).statusCode).toBe(404);
    expect((await post({ ...base, projects: { [projectA]: { projectID: projectB, projectName: 'x' } } })).statusCode).toBe(400);

    expect(await server.db.selectFrom('producers').select('producer_id').execute()).toHaveLength(before.length);
  });

  it('is for super-admins only', async () => {
    const producer = await createUser(server);
    const r = await server.app.inject({
      method: 'POST',
      url: '/api/producer',
      headers: producer.auth,
      payload: { temporaryPassword: 'Temp1234x', email: 'e@x.test', username: 'sneaky', first: 'F', last: 'L', projects: {}, role: 1 },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ code: 'Forbidden', message: 'You do not have privileges to access this page.' });
  });
});

describe('GET /producers/all/admin and PUT /producer', () => {
  it('lists producers sorted by name with their projects', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/producers/all/admin', headers: admin.auth });
    expect(r.statusCode).toBe(200);
    const list = r.json() as { name: string; producerID: string }[];
    expect(list.map((p) => p.name)).toEqual([...list.map((p) => p.name)].sort((a, b) => a.localeCompare(b)));
    expect(list.find((p) => p.name === 'Pat Doe')).toMatchObject({ projects: { [projectA]: { projectName: 'Alpha' } } });
    expect(JSON.stringify(list)).not.toContain('password');
  });

  it('replaces the assignments in one go and answers the producer', async () => {
    const producer = await createUser(server, { projects: [projectA] });
    const r = await server.app.inject({
      method: 'PUT',
      url: '/api/producer',
      headers: admin.auth,
      payload: { producerID: producer.producerID, projects: { [projectB]: { projectID: projectB, projectName: 'Beta' } } },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().projects).toEqual({ [projectB]: { projectID: projectB, projectName: 'Beta' } });
    const rows = await server.db.selectFrom('producer_projects').select('project_id').where('producer_id', '=', producer.producerID).execute();
    expect(rows.map((row) => row.project_id)).toEqual([projectB]);
  });

  it('changes nothing when one project is unknown', async () => {
    const producer = await createUser(server, { projects: [projectA] });
    const r = await server.app.inject({
      method: 'PUT',
      url: '/api/producer',
      headers: admin.auth,
      payload: { producerID: producer.producerID, projects: { [projectB]: { projectID: projectB, projectName: 'Beta' }, gone: { projectID: 'gone', projectName: 'x' } } },
    });
    expect(r.statusCode).toBe(404);
    const rows = await server.db.selectFrom('producer_projects').select('project_id').where('producer_id', '=', producer.producerID).execute();
    expect(rows.map((row) => row.project_id)).toEqual([projectA]);
  });

  it('answers 404 for an unknown producer and 403 to producers', async () => {
    const producer = await createUser(server);
    expect((await server.app.inject({ method: 'PUT', url: '/api/producer', headers: admin.auth, payload: { producerID: 'nobody', projects: {} } })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'PUT', url: '/api/producer', headers: producer.auth, payload: { producerID: producer.producerID, projects: {} } })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/producers/all/admin', headers: producer.auth })).statusCode).toBe(403);
  });
});
