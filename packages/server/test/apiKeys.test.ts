// Issue 28, API keys: created by a signed-in person (shown once, stored as a hash), listed with
// their last use, revoked; a request with a key passes the owner's guard narrowed to the key's
// projects and access, never more; 120 requests a minute per key, counted in the database.
import type { ApiKey, ApiKeyCreated, AuditEntry, Booking, Project } from '@greenroom/core';
import { API_KEY_RATE_LIMIT, API_KEY_TEXTS } from '@greenroom/core/rules';
import { buildApp } from '../src/app';
import { sha256 } from '../src/platform/lib/tokens';
import { createBooking, createTenant, person, type Tenant } from './bookingFixtures';
import { createTestServer, createUser, injectAs, TEST_SCRYPT_COST, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let admin: TestUser;
let owner: TestUser;
let stranger: TestUser;
let p1: Tenant;
let p2: Tenant;
let b1: Booking;
let b2: Booking;

beforeAll(async () => {
  server = await createTestServer();
  p1 = await createTenant(server);
  p2 = await createTenant(server);
  admin = await createUser(server, { role: 0 });
  owner = await createUser(server, { projects: [p1.projectID, p2.projectID] });
  stranger = await createUser(server, { projects: [p1.projectID] });
  b1 = await createBooking(server, owner, p1.spaceID);
  b2 = await createBooking(server, owner, p2.spaceID);
});
afterAll(async () => {
  await server.close();
});

const createKey = async (user: TestUser, body: object) => injectAs(server, user, 'POST', '/api-keys', body);
const newKey = async (user: TestUser, body: object): Promise<ApiKeyCreated> => {
  const r = await createKey(user, body);
  expect(r.statusCode, r.body).toBe(201);
  return r.json<ApiKeyCreated>();
};
const withKey = (secret: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${secret}` }, ...(payload ? { payload } : {}) });
const latestAudit = async (): Promise<AuditEntry> => (await injectAs(server, admin, 'GET', '/audit?limit=1')).json<AuditEntry[]>()[0];

describe('creating and listing keys', () => {
  it('answers the secret once and stores only its hash and prefix, with an audit entry without either', async () => {
    const { key, secret } = await newKey(owner, { name: '  CRM sync ', projectIDs: [p1.projectID, p1.projectID], access: 'read' });
    expect(secret).toMatch(/^grk_[A-Za-z0-9_-]{43}$/);
    expect(key).toEqual({
      apiKeyID: key.apiKeyID,
      name: 'CRM sync',
      prefix: secret.slice(0, 12),
      projectIDs: [p1.projectID],
      access: 'read',
      ownerID: owner.producerID,
      ownerName: `Test ${owner.username}`,
      createdAt: server.clock.now().toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    });
    const row = await server.db.selectFrom('api_keys').selectAll().where('api_key_id', '=', key.apiKeyID).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    const audit = await latestAudit();
    expect(audit).toMatchObject({ action: 'apiKey.create', target: key.apiKeyID, producerID: owner.producerID, before: null, after: key });
    expect(JSON.stringify(audit)).not.toContain(secret.slice(12));
    expect(JSON.stringify(audit)).not.toContain(row.secret_hash);
  });

  it('refuses bad bodies with the rule book field errors and stores nothing', async () => {
    const count = async () => (await server.db.selectFrom('api_keys').select('api_key_id').execute()).length;
    const before = await count();
    const refusals: [object, Record<string, string>][] = [
      [{ name: ' ', projectIDs: [], access: 'write' }, { name: API_KEY_TEXTS.nameRequired, projectIDs: API_KEY_TEXTS.projectsRequired, access: API_KEY_TEXTS.accessInvalid }],
      [{ name: 'x'.repeat(81), projectIDs: null, access: 'read' }, { name: API_KEY_TEXTS.nameTooLong, projectIDs: API_KEY_TEXTS.installWideAdminOnly }],
    ];
    for (const [body, fieldErrors] of refusals) {
      const r = await createKey(owner, body);
      expect(r.statusCode).toBe(400);
      expect(r.json().fieldErrors).toEqual(fieldErrors);
    }
    const unknown = await createKey(owner, { name: 'x', projectIDs: [p1.projectID], access: 'read', extra: 1 });
    expect([unknown.statusCode, unknown.json().fieldErrors]).toEqual([400, { extra: 'Unknown field' }]);
    // A project the caller does not reach is "not found", like a missing one.
    expect((await createKey(stranger, { name: 'x', projectIDs: [p2.projectID], access: 'read' })).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('lists the caller’s own keys newest first (a super-admin’s: every key), and by project', async () => {
    server.clock.advance(1000);
    const newer = await newKey(owner, { name: 'Newer', projectIDs: [p2.projectID], access: 'readWrite' });
    const mine = (await injectAs(server, owner, 'GET', '/api-keys')).json<ApiKey[]>();
    expect(mine[0]).toEqual(newer.key);
    expect(mine.every((k) => k.ownerID === owner.producerID)).toBe(true);
    expect((await injectAs(server, stranger, 'GET', '/api-keys')).json()).toEqual([]);
    const byProject = (await injectAs(server, owner, 'GET', `/api-keys?projectID=${p2.projectID}`)).json<ApiKey[]>();
    expect(byProject.map((k) => k.name)).toEqual(['Newer']);
    const wide = await newKey(admin, { name: 'Install', projectIDs: null, access: 'read' });
    const all = (await injectAs(server, admin, 'GET', '/api-keys')).json<ApiKey[]>();
    expect(all.map((k) => k.apiKeyID)).toEqual(expect.arrayContaining([wide.key.apiKeyID, newer.key.apiKeyID]));
    // An install-wide key reaches every project.
    expect((await injectAs(server, admin, 'GET', `/api-keys?projectID=${p1.projectID}`)).json<ApiKey[]>().map((k) => k.apiKeyID)).toContain(wide.key.apiKeyID);
    expect((await injectAs(server, stranger, 'GET', `/api-keys?projectID=${p2.projectID}`)).statusCode).toBe(404);
  });
});

describe('requests with a key', () => {
  let read: ApiKeyCreated;
  let write: ApiKeyCreated;
  beforeAll(async () => {
    read = await newKey(owner, { name: 'Reader', projectIDs: [p1.projectID], access: 'read' });
    write = await newKey(owner, { name: 'Writer', projectIDs: [p1.projectID], access: 'readWrite' });
  });

  it('reads what the owner reads within its projects and notes its use at most once a minute', async () => {
    const r = await withKey(read.secret, 'GET', `/booking?bookingID=${b1.bookingID}`);
    expect(r.statusCode).toBe(200);
    expect(r.json<Booking>().bookingID).toBe(b1.bookingID);
    const firstUse = server.clock.now().toISOString();
    const listed = async () => (await injectAs(server, owner, 'GET', '/api-keys')).json<ApiKey[]>().find((k) => k.apiKeyID === read.key.apiKeyID);
    expect((await listed())?.lastUsedAt).toBe(firstUse);
    server.clock.advance(30_000);
    await withKey(read.secret, 'GET', `/booking?bookingID=${b1.bookingID}`);
    expect((await listed())?.lastUsedAt).toBe(firstUse);
    server.clock.advance(30_000);
    await withKey(read.secret, 'GET', `/booking?bookingID=${b1.bookingID}`);
    expect((await listed())?.lastUsedAt).toBe(server.clock.now().toISOString());
  });

  it('answers 404 for a record of a project outside the key, as for a producer', async () => {
    expect((await injectAs(server, owner, 'GET', `/booking?bookingID=${b2.bookingID}`)).statusCode).toBe(200);
    const r = await withKey(read.secret, 'GET', `/booking?bookingID=${b2.bookingID}`);
    expect([r.statusCode, r.json().message]).toEqual([404, 'Booking not found']);
    expect((await withKey(write.secret, 'POST', '/registration', person(b2.bookingID))).statusCode).toBe(404);
  });

  it('lists only the key’s projects', async () => {
    const url = `/projects-and-spaces?producerID=${owner.producerID}`;
    const names = (projects: Project[]) => projects.map((p) => p.projectID).sort();
    expect(names((await injectAs(server, owner, 'GET', url)).json())).toEqual([p1.projectID, p2.projectID].sort());
    expect(names((await withKey(read.secret, 'GET', url)).json())).toEqual([p1.projectID]);
  });

  it('refuses writes with a read key (403) and lets a read-write key write inside its projects', async () => {
    const refused = await withKey(read.secret, 'POST', '/registration', person(b1.bookingID));
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: API_KEY_TEXTS.readOnly, code: 'Forbidden' }]);
    expect((await withKey(write.secret, 'POST', '/registration', person(b1.bookingID))).statusCode).toBe(201);
  });

  it('refuses admin routes unless the key is a super-admin’s install-wide key', async () => {
    const producerKey = await newKey(owner, { name: 'Admin?', projectIDs: [p1.projectID], access: 'readWrite' });
    expect((await withKey(producerKey.secret, 'GET', '/producers/all/admin')).statusCode).toBe(403);
    const scoped = await newKey(admin, { name: 'Scoped', projectIDs: [p1.projectID], access: 'read' });
    expect((await withKey(scoped.secret, 'GET', '/producers/all/admin')).statusCode).toBe(403);
    const wide = await newKey(admin, { name: 'Wide', projectIDs: null, access: 'read' });
    expect((await withKey(wide.secret, 'GET', '/producers/all/admin')).statusCode).toBe(200);
    // A super-admin's key limited to a project reaches only that project's records.
    expect((await withKey(scoped.secret, 'GET', `/booking?bookingID=${b2.bookingID}`)).statusCode).toBe(404);
    expect((await withKey(scoped.secret, 'GET', `/booking?bookingID=${b1.bookingID}`)).statusCode).toBe(200);
  });

  it('never manages keys or webhooks', async () => {
    const calls: [method: 'GET' | 'POST' | 'DELETE', url: string, body?: object][] = [
      ['GET', '/api-keys'],
      ['POST', '/api-keys', { name: 'More', projectIDs: [p1.projectID], access: 'read' }],
      ['DELETE', `/api-keys?apiKeyID=${write.key.apiKeyID}`],
      ['GET', `/webhooks?projectID=${p1.projectID}`],
      ['POST', '/webhooks', { projectID: p1.projectID, url: 'https://example.com/h', events: ['booking.created'] }],
    ];
    for (const [method, url, body] of calls) {
      const r = await withKey(write.secret, method, url, body);
      expect([r.statusCode, r.json().message], `${method} ${url}`).toEqual([403, API_KEY_TEXTS.keysCannotManage]);
    }
  });

  it('answers 401 to an unknown key and to a revoked one at once; only the owner or a super-admin revokes', async () => {
    const unknown = await withKey('grk_unknownunknownunknownunknownunknownunknown', 'GET', `/booking?bookingID=${b1.bookingID}`);
    expect([unknown.statusCode, unknown.json().message]).toEqual([401, API_KEY_TEXTS.invalidKey]);
    const doomed = await newKey(owner, { name: 'Doomed', projectIDs: [p1.projectID], access: 'read' });
    expect((await injectAs(server, stranger, 'DELETE', `/api-keys?apiKeyID=${doomed.key.apiKeyID}`)).statusCode).toBe(404);
    expect((await withKey(doomed.secret, 'GET', `/booking?bookingID=${b1.bookingID}`)).statusCode).toBe(200);
    server.clock.advance(5000);
    expect((await injectAs(server, owner, 'DELETE', `/api-keys?apiKeyID=${doomed.key.apiKeyID}`)).statusCode).toBe(204);
    const r = await withKey(doomed.secret, 'GET', `/booking?bookingID=${b1.bookingID}`);
    expect([r.statusCode, r.json()]).toEqual([401, { message: API_KEY_TEXTS.invalidKey, code: 'NotAuthorized' }]);
    const listed = (await injectAs(server, owner, 'GET', '/api-keys')).json<ApiKey[]>().find((k) => k.apiKeyID === doomed.key.apiKeyID);
    expect(listed?.revokedAt).toBe(server.clock.now().toISOString());
    expect(await latestAudit()).toMatchObject({ action: 'apiKey.revoke', target: doomed.key.apiKeyID, before: { revokedAt: null }, after: { revokedAt: listed?.revokedAt } });
    // A super-admin revokes anyone's key.
    const other = await newKey(owner, { name: 'Other', projectIDs: [p1.projectID], access: 'read' });
    expect((await injectAs(server, admin, 'DELETE', `/api-keys?apiKeyID=${other.key.apiKeyID}`)).statusCode).toBe(204);
  });
});

describe('the rate limit', () => {
  it(`answers 429 with Retry-After to request ${API_KEY_RATE_LIMIT.requests + 1} in a minute, counted over every instance`, async () => {
    const { secret } = await newKey(owner, { name: 'Busy', projectIDs: [p1.projectID], access: 'read' });
    const second = await buildApp({ db: server.db, config: server.config, clock: server.clock, scryptCost: TEST_SCRYPT_COST });
    await second.ready();
    try {
      const url = `/api/producer/role?producerID=${owner.producerID}`;
      const headers = { authorization: `Bearer ${secret}` };
      for (let i = 0; i < API_KEY_RATE_LIMIT.requests; i += 1) {
        const app = i % 2 === 0 ? server.app : second;
        expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
      }
      server.clock.advance(15_000);
      const refused = await second.inject({ method: 'GET', url, headers });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('45');
      expect(refused.json()).toEqual({ message: API_KEY_TEXTS.rateLimited(45), code: 'LimitExceeded' });
      expect((await server.app.inject({ method: 'GET', url, headers })).statusCode).toBe(429);
      server.clock.advance(45_000);
      expect((await server.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
