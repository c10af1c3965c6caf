// Issue 19, strict input: single-line strings refuse NUL, control characters, line breaks and lone
// surrogates (400 on both databases, never a 500); dates are real ISO date-times in range; bodies
// the server does not decode (Content-Encoding, non-UTF-8 charsets) are 415.
import { gzipSync } from 'node:zlib';
import { createTestServer, createUser, injectAs, type TestServer, type TestUser } from './helpers';
import { isIsoDateOrDateTime, isIsoDateTime } from '../src/platform/http/stringFormats';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(server, { role: 0 });
});
afterAll(async () => {
  await server.close();
});

const HOSTILE = ['a\u0000b', 'Gala\r\nBcc: x@example.test', 'tab\there', 'lone \ud800 surrogate', 'bell\u0007', 'sep\u2028x'];

describe('single-line strings', () => {
  it.each(HOSTILE)('refuses %j in the public sign-in and forgot-password with 400, before any lookup', async (text) => {
    for (const [url, payload] of [
      ['/api/auth/sign-in', { username: text, password: 'Secret123' }],
      ['/api/auth/forgot-password', { username: text }],
      ['/api/auth/confirm-password', { username: 'someone', code: text, password: 'Secret123' }],
    ] as const) {
      const r = await server.app.inject({ method: 'POST', url, payload });
      expect(r.statusCode, url).toBe(400);
      // NUL and lone surrogates are caught by the body check before the schema; the rest by the schema.
      const expected = text.includes('\u0000') || /[\ud800-\udfff]/.test(text)
        ? 'Must not contain NUL characters or lone surrogates'
        : 'Must be a single line without control characters';
      expect(Object.values(r.json().fieldErrors ?? {})).toContain(expected);
    }
  });

  it('refuses a project named with CR/LF and stores nothing; accepts emoji (paired surrogates)', async () => {
    const before = await server.db.selectFrom('projects').select('project_id').execute();
    const bad = await injectAs(server, admin, 'POST', '/project', { name: 'Gala\r\nBcc: victim@example.test' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ name: 'Must be a single line without control characters' });
    expect(await server.db.selectFrom('projects').select('project_id').execute()).toHaveLength(before.length);
    const ok = await injectAs(server, admin, 'POST', '/project', { name: 'Gala 🎭 Night' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().projectName).toBe('Gala 🎭 Night');
  });
});

describe('NUL and lone surrogates in any text', () => {
  const data = {
    browserName: 'Firefox', browserVersion: '130', operatingSystem: 'Linux', operatingSystemVersion: '6',
    canReachAWS: true, canReachGameServer: true, canReachLiveswitch: true, areWebWorkersSupported: true, hasMic: true,
    hasCamera: true, hasCameraPermissions: true, hasMicPermissions: true, canScreenshare: true, canVideoStream: true, isWebRTCSupported: true,
  };
  it.each(['a\u0000b', 'x \udc00 y'])('refuse %j even in a free-text field of a public route (400, nothing stored)', async (comment) => {
    const before = (await server.db.selectFrom('system_checks').select('system_check_id').execute()).length;
    const r = await server.app.inject({ method: 'POST', url: '/api/system-check', payload: { firstName: 'Ada', lastName: 'L', comment, data } });
    expect(r.statusCode).toBe(400);
    expect(r.json().fieldErrors).toEqual({ comment: 'Must not contain NUL characters or lone surrogates' });
    expect((await server.db.selectFrom('system_checks').select('system_check_id').execute()).length).toBe(before);
  });
  it('still take a multi-line comment with an emoji', async () => {
    const r = await server.app.inject({ method: 'POST', url: '/api/system-check', payload: { firstName: 'Ada', lastName: 'L', comment: 'line 1\nline 2 🎧', data } });
    expect(r.statusCode).toBe(201);
  });
});

describe('control characters in addresses', () => {
  it.each(['/api/ical/abc%00def', '/api/ical/abc%0D%0Adef', '/api/health?x=%00', '/api/system-check?dateString=2026-03-10%00'])(
    'answers %s with 400, never reaching the database',
    async (url) => {
      const r = await server.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ code: 'BadRequest', message: 'The address must not contain control characters.' });
    },
  );
});

describe('dates', () => {
  it('accepts real ISO date-times and refuses impossible or out-of-range ones', () => {
    for (const good of ['2026-03-10T15:00:00Z', '2026-03-10T15:00:00.123Z', '2026-03-10T09:00:00-06:00', '2028-02-29T00:00:00Z']) {
      expect(isIsoDateTime(good), good).toBe(true);
    }
    for (const bad of ['2026-13-45T99:99:99Z', '0000-01-01T00:00:00Z', '2027-02-29T00:00:00Z', '2026-03-10T24:00:00Z', 'a\u0000b\r\n', '2026-03-10', '9999-12-31T23:59:59Z']) {
      expect(isIsoDateTime(bad), bad).toBe(false);
    }
    expect(isIsoDateOrDateTime('2026-03-10')).toBe(true);
    expect(isIsoDateOrDateTime('2026-02-30')).toBe(false);
  });

  it('POST /space refuses endDate 0000-01-01 with 400 instead of storing another year', async () => {
    const project = (await injectAs(server, admin, 'POST', '/project', { name: 'Dates' })).json();
    const r = await injectAs(server, admin, 'POST', '/space', {
      spaceName: 'Year zero',
      projectID: project.projectID,
      startDate: { date: '2026-03-10', timezone: 'America/Chicago' },
      endDate: { date: '0000-01-01T00:00:00Z', timezone: 'America/Chicago' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fieldErrors['endDate.date']).toMatch(/^Must be a date/);
  });
});

describe('request bodies the server does not decode', () => {
  it('answers 415 to Content-Encoding: gzip and to a non-UTF-8 charset, and signs nobody in', async () => {
    const body = JSON.stringify({ username: admin.username, password: admin.password });
    const gz = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(body),
    });
    expect(gz.statusCode).toBe(415);
    expect(gz.json()).toMatchObject({ code: 'UnsupportedMediaType' });
    const plainButLabelled = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(plainButLabelled.statusCode).toBe(415);
    const latin1 = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json; charset=iso-8859-1' },
      payload: body,
    });
    expect(latin1.statusCode).toBe(415);
    expect(latin1.json().message).toBe("Charset 'iso-8859-1' is not supported: send UTF-8.");
    const utf8 = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      payload: body,
    });
    expect(utf8.statusCode).toBe(200);
  });
});
