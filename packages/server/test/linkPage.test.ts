// ADR 0008: space and booking links opened with a session cookie get their first screen rendered
// by the host's SSR module (GREENROOM_SSR_ENTRY); every failure on the way serves the plain page.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIdToken } from '../src/platform/auth/jwt';
import { loadSecret } from '../src/platform/auth/store/secrets';
import { CONFIG_BLOCK_ID } from '../src/platform/http/hostPage';
import { createTestServer, createUser, refreshCookieOf, TEST_START, type TestServer, type TestUser } from './helpers';

const START_EARLY = 'window.startedEarly = true;';
const INDEX = `<!doctype html><html><head><title>Greenroom</title><script>${START_EARLY}</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;
const STYLE = '.gr-space{color:teal}';

/** What the fake SSR module reads and records (it runs in this process, beside the app). */
interface RenderProbe {
  mode: 'render' | 'throw' | 'reject' | 'null' | 'hang' | 'shape';
  style: string;
  otherProducerID: string;
  requests: { path: string; config: unknown; session: Record<string, unknown>; cookies: Record<string, string>; colorScheme?: string }[];
  fetched: { own: number; ownType: string | null; other: number; posted: number; allow: string | null; outside: string }[];
  lastFetch?: (url: string, init?: RequestInit) => Promise<Response>;
}

// The host's SSR module, as a plain .mjs: it notes every import in imports.log, records what it is
// asked, calls the API through the fetch it is given and renders what it got.
const FAKE_ENTRY = `
import { appendFileSync } from 'node:fs';
appendFileSync(new URL('./imports.log', import.meta.url), 'imported\\n');

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function renderLinkPage(request) {
  const probe = globalThis.__linkPageProbe;
  const { fetch, ...seen } = request;
  probe.requests.push(seen);
  probe.lastFetch = fetch;
  if (probe.mode === 'throw') throw new Error('the render broke');
  if (probe.mode === 'reject') return Promise.reject(new Error('the render rejected'));
  if (probe.mode === 'null') return Promise.resolve(null);
  if (probe.mode === 'hang') return new Promise(() => {});
  if (probe.mode === 'shape') return Promise.resolve({ head: '<style>x</style>' });
  return (async () => {
    const own = await fetch('/api/projects-and-spaces?producerID=' + encodeURIComponent(request.session.producerID));
    const projects = await own.json();
    const other = await fetch('/api/projects-and-spaces?producerID=' + encodeURIComponent(probe.otherProducerID));
    const posted = await fetch('/api/project', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Posted by the render' }) });
    const outside = await fetch('/home').then(() => 'answered', (error) => error.message);
    probe.fetched.push({ own: own.status, ownType: own.headers.get('content-type'), other: other.status, posted: posted.status, allow: posted.headers.get('allow'), outside });
    return { head: '<style>' + probe.style + '</style>', root: '<main>' + escape(JSON.stringify(projects)) + ' costs $& $1</main>' };
  })();
}
`;

const probe = (): RenderProbe => (globalThis as unknown as { __linkPageProbe: RenderProbe }).__linkPageProbe;

interface LinkServer extends TestServer {
  logs: () => string;
}

/** A test server with a web folder and an SSR entry (written there), logging warnings into a string. */
async function startLinkServer(webDir: string, entry: string, deadlineMs: number): Promise<LinkServer> {
  let logs = '';
  const server = await createTestServer({
    env: { GREENROOM_WEB_DIR: webDir, GREENROOM_SSR_ENTRY: entry },
    logger: { level: 'warn', stream: { write: (line: string) => (logs += line) } },
    linkRenderDeadlineMs: deadlineMs,
  });
  return { ...server, logs: () => logs };
}

const sessionCookie = (value: unknown) => `greenroom.session=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;
const cookieOf = (user: TestUser, token = user.token, producerID = user.producerID) => sessionCookie({ idToken: token, producerID, expiresAt: Date.parse(TEST_START) + 3_600_000 });
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let webDir: string;
let server: LinkServer;
let admin: TestUser;
let producer: TestUser;
let projectName: string;
let plain: { body: string; etag: string };

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'greenroom-ssr-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  writeFileSync(join(webDir, 'entry-server.mjs'), FAKE_ENTRY);
  (globalThis as unknown as { __linkPageProbe: RenderProbe }).__linkPageProbe = { mode: 'render', style: STYLE, otherProducerID: '', requests: [], fetched: [] };
  // Long enough for the four in-process calls on a busy machine; the late-render test waits it out once.
  server = await startLinkServer(webDir, join(webDir, 'entry-server.mjs'), 1_000);
  admin = await createUser(server, { role: 0 });
  projectName = `Linked ${Date.now()}`;
  const project = await server.app.inject({ method: 'POST', url: '/api/project', headers: admin.auth, payload: { name: projectName } });
  expect(project.statusCode).toBe(201);
  producer = await createUser(server, { projects: [project.json().projectID as string] });
  probe().otherProducerID = admin.producerID;
  const page = await server.app.inject({ method: 'GET', url: '/home' });
  plain = { body: page.body, etag: String(page.headers.etag) };
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});
beforeEach(() => {
  probe().mode = 'render';
  probe().requests.length = 0;
  probe().fetched.length = 0;
});

const open = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: cookie ? { ...headers, cookie } : headers });

/** The answer is today's host page: same body, ETag and caching, and the renderer was not asked or not used. */
function expectPlainPage(r: Awaited<ReturnType<typeof open>>, what: string) {
  expect(r.statusCode, what).toBe(200);
  expect(r.body, what).toBe(plain.body);
  expect(r.headers.etag, what).toBe(plain.etag);
  expect(r.headers['cache-control'], what).toBe('no-cache');
  // Every host page asks for the hint a link page is drawn in the theme of.
  expect(r.headers['accept-ch'], what).toBe('Sec-CH-Prefers-Color-Scheme');
  expect(String(r.headers['content-security-policy']), what).not.toContain(sha256(STYLE));
}

describe('a link opened without a usable session cookie', () => {
  // First in the file: nothing before it has sent a cookie that verifies.
  it('gets the plain page and never loads the SSR module (no cookie, malformed, forged, expired)', async () => {
    const key = await loadSecret(server.db, 'jwt_signing_key');
    const now = server.clock.now();
    const expired = await signIdToken(key, { producerID: producer.producerID, role: 1, generation: 0 }, new Date(now.getTime() - 2 * 3_600_000));
    const forged = await signIdToken(new TextEncoder().encode('not the server key, not the server key'), { producerID: producer.producerID, role: 0, generation: 0 }, now);
    const cookies: Record<string, string | undefined> = {
      'no cookie': undefined,
      'other cookies only': 'greenroom.theme=dark',
      'not JSON': sessionCookie('{not json'),
      'not an object': sessionCookie('"a string"'),
      'no token': sessionCookie({ producerID: producer.producerID, expiresAt: 1 }),
      'a token that is not one': cookieOf(producer, 'abc.def.ghi'),
      'a forged token': cookieOf(producer, forged.token),
      'an expired token': cookieOf(producer, expired.token),
      'bad URI escapes': 'greenroom.session=%E0%A4%A',
    };
    for (const [what, cookie] of Object.entries(cookies)) {
      for (const url of [`/space/s1`, '/booking/b1']) expectPlainPage(await open(url, cookie), `${what} ${url}`);
    }
    expect(probe().requests).toEqual([]);
    expect(existsSync(join(webDir, 'imports.log'))).toBe(false);
    expect(server.logs()).toBe('');
  });
});

describe('a link opened with a session cookie that verifies', () => {
  it('is rendered: head after the configuration block, root inside #root, not cached, the CSP allowing its style', async () => {
    const r = await open('/space/space-1?tab=bookings', `greenroom.theme=dark; ${cookieOf(producer)}`);
    expect(r.statusCode).toBe(200);
    expect(probe().fetched).toHaveLength(1);
    const projects = (await server.app.inject({ method: 'GET', url: `/api/projects-and-spaces?producerID=${producer.producerID}`, headers: producer.auth })).body;
    const root = `<main>${projects.replace(/&/g, '&amp;').replace(/</g, '&lt;')} costs $& $1</main>`;
    expect(root).toContain(projectName);
    const configBlockEnd = plain.body.indexOf('</script>', plain.body.indexOf(`id="${CONFIG_BLOCK_ID}"`)) + '</script>'.length;
    const expected =
      plain.body.slice(0, configBlockEnd) + `<style>${STYLE}</style>` + plain.body.slice(configBlockEnd).split('<div id="root"></div>').join(`<div id="root">${root}</div>`);
    expect(r.body).toBe(expected);
    // The start-early script still comes after the rendered head, and the configuration before it.
    expect(r.body.indexOf(`<style>${STYLE}`)).toBeLessThan(r.body.indexOf(START_EARLY));
    expect(r.body.indexOf(CONFIG_BLOCK_ID)).toBeLessThan(r.body.indexOf(`<style>${STYLE}`));

    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.headers['cache-control']).toBe('no-store, private');
    expect(r.headers.vary).toBe('cookie, sec-ch-prefers-color-scheme, accept-encoding');
    expect(r.headers['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
    expect(r.headers.etag).toBeUndefined();
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain(sha256(STYLE));
    expect(csp).toContain(`script-src 'self' ${sha256(START_EARLY)}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(readFileSync(join(webDir, 'imports.log'), 'utf8')).toBe('imported\n');
  });

  it('hands the renderer the path, the configuration, the verified session and the cookies', async () => {
    await open('/booking/b-42', `greenroom.theme=dark; greenroom.tz=${encodeURIComponent('Europe/Paris')}; ${cookieOf(producer)}`);
    const config = (await server.app.inject({ method: 'GET', url: '/api/config' })).json();
    const [seen] = probe().requests;
    expect(seen.path).toBe('/booking/b-42');
    expect(seen.config).toEqual(config);
    expect(seen.session).toEqual({
      idToken: producer.token,
      producerID: producer.producerID,
      username: producer.username,
      role: 1,
      expiresAt: Date.parse(TEST_START) + 3_600_000,
    });
    expect(seen.cookies).toMatchObject({ 'greenroom.theme': 'dark', 'greenroom.tz': 'Europe/Paris' });
    expect(seen.colorScheme).toBeUndefined();
  });

  it("hands the renderer the system's colour scheme from the Sec-CH-Prefers-Color-Scheme hint, and nothing for any other value", async () => {
    const hints: [string, string | undefined][] = [
      ['"dark"', 'dark'],
      ['"light"', 'light'],
      [' "dark" ', 'dark'],
      ['dark', 'dark'],
      ['"purple"', undefined],
      ['"dark", "light"', undefined],
      ['', undefined],
    ];
    for (const [hint, expected] of hints) {
      probe().requests.length = 0;
      const r = await open('/space/space-1', cookieOf(producer), { 'sec-ch-prefers-color-scheme': hint });
      expect(r.statusCode, hint).toBe(200);
      expect(probe().requests[0].colorScheme, hint).toBe(expected);
    }
  });

  it("gives the renderer a fetch that calls the API as the cookie's producer, GET only, /api/ only", async () => {
    await open('/space/space-1', cookieOf(producer));
    expect(probe().fetched).toEqual([
      // Its own projects; another producer's are out of its reach, as over HTTP.
      { own: 200, ownType: 'application/json; charset=utf-8', other: 404, posted: 405, allow: 'GET', outside: expect.stringContaining("only this server's /api/ paths") },
    ]);
    // A super-admin reaches the other producer; its render's POST still did nothing.
    probe().otherProducerID = producer.producerID;
    try {
      await open('/space/space-1', cookieOf(admin));
    } finally {
      probe().otherProducerID = admin.producerID;
    }
    expect(probe().fetched[1]).toMatchObject({ own: 200, other: 200, posted: 405 });
    expect(probe().requests[1].session.role).toBe(0);
    const all = await server.app.inject({ method: 'GET', url: '/api/projects/all/admin', headers: admin.auth });
    expect(all.body).not.toContain('Posted by the render');
  });

  it('renders with the stored role, not the one in the token', async () => {
    const demoted = await createUser(server, { role: 0 });
    await server.db.updateTable('producers').set({ role: 1 }).where('producer_id', '=', demoted.producerID).execute();
    await open('/space/space-1', cookieOf(demoted));
    expect(probe().requests[0].session).toMatchObject({ producerID: demoted.producerID, role: 1 });
  });

  it('ends the fetch with the render: a call after the answer rejects', async () => {
    await open('/space/space-1', cookieOf(producer));
    await expect(probe().lastFetch!(`/api/projects-and-spaces?producerID=${producer.producerID}`)).rejects.toThrow();
  });

  it('leaves deeper paths, the API and other pages alone', async () => {
    for (const url of ['/space/space-1/extra', '/booking/b1/guests', '/space/', '/spaces/space-1', '/home']) {
      expectPlainPage(await open(url, cookieOf(producer)), url);
    }
    expect(probe().requests).toEqual([]);
    // The API takes no token from the cookie (ADR 0006).
    const api = await open(`/api/projects-and-spaces?producerID=${producer.producerID}`, cookieOf(producer));
    expect(api.statusCode).toBe(401);
  });
});

describe('a session cookie that does not count', () => {
  it('serves the plain page after sign-out (the generation moved)', async () => {
    const user = await createUser(server);
    const signIn = await server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: user.username, password: user.password } });
    const token = signIn.json().session.idToken as string;
    const out = await server.app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies: { gr_refresh: refreshCookieOf(signIn) ?? '' } });
    expect(out.statusCode).toBe(204);
    expectPlainPage(await open('/space/space-1', cookieOf(user, token)), 'signed out');
    expect(probe().requests).toEqual([]);
  });

  it("serves the plain page when the cookie's producerID is not the token's", async () => {
    expectPlainPage(await open('/space/space-1', cookieOf(producer, producer.token, admin.producerID)), 'mismatch');
    expect(probe().requests).toEqual([]);
  });

  it('serves the plain page when the token has less than a minute left', async () => {
    const key = await loadSecret(server.db, 'jwt_signing_key');
    const ending = await signIdToken(key, { producerID: producer.producerID, role: 1, generation: 0 }, new Date(server.clock.now().getTime() - 3_600_000 + 30_000));
    expectPlainPage(await open('/space/space-1', cookieOf(producer, ending.token)), '30 s left');
    expect(probe().requests).toEqual([]);
    // The same producer with a fresh token renders, so the plain page above was the token's doing.
    await open('/space/space-1', cookieOf(producer));
    expect(probe().requests).toHaveLength(1);
  });
});

describe('a renderer that fails', () => {
  it.each([
    ['throw', 'the render broke'],
    ['reject', 'the render rejected'],
    ['shape', 'neither null nor { head, root }'],
    ['hang', 'did not answer within 1000 ms'],
  ] as const)('serves the plain page when it does %s, and logs a warning without the token', async (mode, logged) => {
    probe().mode = mode;
    const before = server.logs().length;
    expectPlainPage(await open('/space/space-1', cookieOf(producer)), mode);
    expect(probe().requests).toHaveLength(1);
    const log = server.logs().slice(before);
    expect(log).toContain('"level":40');
    expect(log).toContain(logged);
    expect(log).not.toContain(producer.token);
  });

  it('serves the plain page without a warning when it answers null (nothing to render)', async () => {
    probe().mode = 'null';
    const before = server.logs().length;
    expectPlainPage(await open('/booking/gone', cookieOf(producer)), 'null');
    expect(probe().requests).toHaveLength(1);
    expect(server.logs().slice(before)).toBe('');
  });

  it('still answers 304 to a plain page the browser has', async () => {
    probe().mode = 'null';
    const r = await server.app.inject({ method: 'GET', url: '/space/space-1', headers: { cookie: cookieOf(producer), 'if-none-match': plain.etag } });
    expect(r.statusCode).toBe(304);
  });
});

describe('an SSR module that does not load', () => {
  it('warns once and serves plain pages until the server restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'greenroom-ssr-broken-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'entry.mjs'), "throw new Error('the bundle is broken');\n");
    const broken = await startLinkServer(dir, join(dir, 'entry.mjs'), 1_000);
    try {
      const user = await createUser(broken);
      const plainHere = await broken.app.inject({ method: 'GET', url: '/home' });
      for (let i = 0; i < 3; i += 1) {
        const r = await broken.app.inject({ method: 'GET', url: '/space/space-1', headers: { cookie: cookieOf(user) } });
        expect(r.statusCode).toBe(200);
        expect(r.body).toBe(plainHere.body);
        expect(r.headers.etag).toBe(plainHere.headers.etag);
      }
      const warnings = broken.logs().split('\n').filter((line) => line.includes('GREENROOM_SSR_ENTRY could not be loaded'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('the bundle is broken');
      expect(broken.logs()).not.toContain(user.token);
    } finally {
      await broken.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
