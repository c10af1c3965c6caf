// Issue 28: an OpenAPI document that tools accept (operationIds, tags, security and error answers
// derived from each route's access rule; entities named in components; servers; valid parameter
// names) and the browsable reference at /api/docs under a strict CSP. `redocly lint` itself runs in
// scripts/openapi-check.mjs (a stage of npm test).
import { Type } from 'typebox';
import { hoistTitledSchemas } from '../src/platform/http/openapi/namedSchemas';
import { errorStatusesOf, operationIdOf } from '../src/platform/http/openapi/operations';
import { REFERENCE_PAGE_CSP } from '../src/platform/http/securityHeaders';
import { access, inBody } from '../src/platform/auth/access';
import { createTestServer, PUBLIC_URL, type TestServer } from './helpers';

interface Operation {
  operationId: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: { $ref?: string; items?: { $ref?: string } } }> }>;
}
interface Document {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
}

let server: TestServer;
let doc: Document;
beforeAll(async () => {
  server = await createTestServer();
  doc = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
});
afterAll(async () => {
  await server.close();
});

const operations = () => Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })));

describe('the served OpenAPI document', () => {
  it('gives every operation a unique operationId, tags, and the security and error answers of its access rule', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const rules = new Map(server.app.accessRules.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}').replace('*', '{path}')}`, r.access.level]));
    for (const { route, op } of operations()) {
      expect(op.tags.length, route).toBeGreaterThan(0);
      const level = rules.get(route);
      expect(op.security, route).toEqual(level === 'public' ? [] : [{ bearer: [] }]);
      expect(op.responses['400'], route).toBeDefined();
      if (level !== 'public') expect(op.responses['401'], route).toEqual({ $ref: '#/components/responses/NotAuthorized' });
      if (level === 'admin') expect(op.responses['403'], route).toBeDefined();
    }
    const put = doc.paths['/api/calendar'].put;
    expect(put.operationId).toBe('putCalendar');
    expect(Object.keys(put.responses)).toEqual(['200', '400', '401', '404', '412']);
    expect(put.responses['412']).toEqual({ $ref: '#/components/responses/StaleVersion' });
    expect(doc.paths['/api/guest/questions/{questionID}/vote'].post.operationId).toBe('postGuestQuestionsByQuestionIDVote');
    expect(doc.paths['/api/health'].get).toMatchObject({ operationId: 'getHealth', tags: ['health'], security: [] });
  });

  it('names the entities in components.schemas and refers to them from the routes', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Booking', 'Registration', 'Presenter', 'EmailTemplate', 'Calendar', 'Presentation', 'Space', 'Project', 'Producer', 'ErrorAnswer']),
    );
    expect(doc.paths['/api/booking'].get.responses['200'].content?.['application/json'].schema).toEqual({ $ref: '#/components/schemas/Booking' });
    expect(doc.paths['/api/calendars'].get.responses['200'].content?.['application/json'].schema.items).toEqual({ $ref: '#/components/schemas/Calendar' });
    expect(doc.components.responses.NotFound).toEqual({
      description: expect.stringContaining('missing'),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
    });
  });

  it('sets the server to PUBLIC_URL and documents a wildcard as a valid {path} parameter', () => {
    expect(doc.servers).toEqual([{ url: PUBLIC_URL, description: 'This server (PUBLIC_URL)' }]);
    expect(Object.keys(doc.paths).filter((path) => path.includes('*'))).toEqual([]);
    for (const method of ['get', 'put'] as const) {
      expect(doc.paths['/api/files/{path}'][method].parameters).toContainEqual(expect.objectContaining({ name: 'path', in: 'path', required: true }));
    }
  });
});

describe('how the document is derived', () => {
  it('makes camelCase operationIds from the method and the path', () => {
    expect(operationIdOf('get', '/api/space-worlds-admin')).toBe('getSpaceWorldsAdmin');
    expect(operationIdOf('put', '/api/booking/mobile-hybrid/regenerate')).toBe('putBookingMobileHybridRegenerate');
    expect(operationIdOf('get', '/api/files/{path}')).toBe('getFilesByPath');
  });

  it('derives error answers from the access level, the records named, a versioned PUT and a rate limit', () => {
    const body = Type.Object({ calendarID: Type.String(), version: Type.Optional(Type.Integer()) });
    expect(errorStatusesOf({ url: '/api/calendar', method: 'PUT', schema: { body }, config: { access: access.signedIn(inBody('calendar', 'calendarID')) } })).toEqual([
      400, 401, 404, 412,
    ]);
    expect(errorStatusesOf({ url: '/api/audit', method: 'GET', config: { access: access.admin() } })).toEqual([400, 401, 403]);
    expect(errorStatusesOf({ url: '/api/ical/:loginCode', method: 'GET', config: { access: access.public(), rateLimit: { max: 1 } } })).toEqual([400, 404, 429]);
  });

  it('refuses two different schemas under one title, naming it', () => {
    const a = { title: 'Thing', type: 'object', properties: { a: { type: 'string' } } };
    const b = { title: 'Thing', type: 'object', properties: { b: { type: 'string' } } };
    const document = { paths: { '/x': { get: { responses: { 200: { content: { 'application/json': { schema: a } } }, 201: { content: { 'application/json': { schema: b } } } } } } } };
    expect(() => hoistTitledSchemas(document)).toThrow("two different schemas are titled 'Thing'");
  });
});

describe('the API reference at /api/docs', () => {
  it('answers a browser with the Swagger UI page under a strict CSP, with no inline script or style', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.headers['content-security-policy']).toBe(REFERENCE_PAGE_CSP);
    expect(REFERENCE_PAGE_CSP).not.toContain('unsafe-inline');
    expect(r.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle=|\son\w+=/i);
    const assets = [...r.body.matchAll(/(?:src|href)="(\/api\/docs\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.map((a) => a.split('?')[0].replace('/api/docs/assets/', ''))).toEqual([
      'swagger-ui.css',
      'reference.css',
      'favicon-32x32.png',
      'swagger-ui-bundle.js',
      'reference.js',
    ]);
    const script = await server.app.inject({ method: 'GET', url: assets[4] });
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.body).toContain("url: '/api/docs/openapi.json'");
    const bundle = await server.app.inject({ method: 'GET', url: assets[3], headers: { 'accept-encoding': 'br' } });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-encoding']).toBe('br');
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server.app.inject({ method: 'GET', url: '/api/docs/assets/package.json' })).statusCode).toBe(404);
  });

  it('still answers the JSON document at /api/docs to tools, and at /api/docs/openapi.json', async () => {
    for (const accept of [undefined, 'application/json', '*/*']) {
      const r = await server.app.inject({ method: 'GET', url: '/api/docs', headers: accept ? { accept } : {} });
      expect(r.headers['content-type'], String(accept)).toMatch(/^application\/json/);
      expect(r.json().paths['/api/booking'].get.operationId).toBe('getBooking');
    }
  });
});
