// Issue 32 §1: a JSON body nested 10,000 deep answered 500 ('Maximum call stack size exceeded') on
// every route with a body, sign-in included. The body check walks iteratively and refuses nesting
// past MAX_BODY_DEPTH with a 400 before any route looks at the body.
import { bodyShapeProblem, MAX_BODY_DEPTH } from '../src/platform/http/requestChecks';
import { createTestServer, createUser, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(server, { role: 0 });
});
afterAll(async () => {
  await server.close();
});

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Every JSON-body route of the OpenAPI document, with its path parameters filled. */
function jsonBodyRoutes(): { method: string; url: string }[] {
  const doc = server.app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>> };
  const routes: { method: string; url: string }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.requestBody?.content?.['application/json']) continue;
      routes.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'x') });
    }
  }
  return routes;
}

describe('deep JSON bodies', () => {
  it('walks iteratively: 100,000 levels are refused without a stack overflow, the first bad text is still named', () => {
    expect(bodyShapeProblem(JSON.parse(deepArray(100_000)))).toEqual({ kind: 'tooDeep' });
    expect(bodyShapeProblem(JSON.parse(deepArray(MAX_BODY_DEPTH)))).toBeNull();
    expect(bodyShapeProblem(JSON.parse(deepArray(MAX_BODY_DEPTH + 1)))).toEqual({ kind: 'tooDeep' });
    expect(bodyShapeProblem({ a: ['ok', 'x\u0000'], b: 'y\u0000' })).toEqual({ kind: 'badText', path: 'a.1' });
  });

  it.each([
    ['array', deepArray(10_000)],
    ['object', deepObject(10_000)],
  ])('sign-in with a 10,000-deep %s answers 400 with a clear message, not 500', async (_kind, payload) => {
    const r = await server.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: { 'content-type': 'application/json' }, payload });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'BadRequest', message: `The body nests deeper than ${MAX_BODY_DEPTH} levels.` });
  });

  it('every route with a JSON body answers a deep body with 4xx, never 500 (as a super-admin, past the guard)', async () => {
    const routes = jsonBodyRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, url } of routes) {
      const r = await server.app.inject({
        method: method as 'POST',
        url,
        headers: { ...admin.auth, 'content-type': 'application/json' },
        payload: deepObject(10_000),
      });
      expect(r.statusCode, `${method} ${url}: ${r.body}`).toBeLessThan(500);
      expect(r.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
    }
  });

  it('a booking sent as a JSON string is bounded too', async () => {
    const r = await server.app.inject({
      method: 'PUT',
      url: '/api/booking',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: JSON.stringify(deepObject(10_000)),
    });
    expect(r.statusCode).toBeLessThan(500);
  });
});
