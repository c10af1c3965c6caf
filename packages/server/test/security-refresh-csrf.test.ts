// Issue 32 §2–§4: two tabs refreshing at once must not sign a producer out; replaying a rotated
// cookie after the grace ends the sign-in and its id tokens; another site can neither sign a
// producer out nor rotate the cookie (Sec-Fetch-Site / Origin checked before the cookie is touched).
import { userPoolLimits } from '../src/platform/auth/store/userPool';
import { crossSiteRefusal } from '../src/platform/http/crossSite';
import { createTestServer, createUser, PUBLIC_URL, refreshCookieOf, type TestServer, type TestUser } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function signedIn(): Promise<{ user: TestUser; cookie: string; idToken: string }> {
  const user = await createUser(server);
  const r = await server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: user.username, password: user.password } });
  return { user, cookie: refreshCookieOf(r) ?? '', idToken: r.json().session.idToken };
}
const refresh = (cookie: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { gr_refresh: cookie }, headers });
const whoAmI = (user: TestUser, idToken: string) =>
  server.app.inject({ method: 'GET', url: `/api/producer/role?producerID=${user.producerID}`, headers: { authorization: `Bearer ${idToken}` } });

describe('refresh race (two tabs)', () => {
  it('three parallel refreshes with one cookie all succeed, and every cookie handed out keeps working', async () => {
    const { cookie } = await signedIn();
    const answers = await Promise.all([refresh(cookie), refresh(cookie), refresh(cookie)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    for (const answer of answers) expect((await refresh(refreshCookieOf(answer) ?? '')).statusCode).toBe(200);
  });

  it('a just-rotated cookie works within the grace, and is theft after it', async () => {
    const { cookie } = await signedIn();
    const winner = refreshCookieOf(await refresh(cookie)) ?? '';
    server.clock.advance(userPoolLimits.refreshGraceMs - 1000);
    expect((await refresh(cookie)).statusCode).toBe(200);
    server.clock.advance(2000);
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await refresh(winner)).statusCode).toBe(401);
  });

  it('a signed-out cookie gets no grace', async () => {
    const { cookie } = await signedIn();
    expect((await server.app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies: { gr_refresh: cookie } })).statusCode).toBe(204);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });
});

describe('theft detection', () => {
  it('ends the id tokens already issued to the sign-in, not only its refresh tokens', async () => {
    const { user, cookie } = await signedIn();
    const next = await refresh(cookie);
    const idToken = next.json().session.idToken as string;
    expect((await whoAmI(user, idToken)).statusCode).toBe(200);
    server.clock.advance(userPoolLimits.refreshGraceMs + 1000);
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await whoAmI(user, idToken)).statusCode).toBe(401);
  });
});

describe('cookie routes refuse other sites', () => {
  it.each(['/api/auth/sign-out', '/api/auth/refresh'])('%s: a cross-site text/plain form post is 403 and the cookie stays', async (url) => {
    const { user, cookie, idToken } = await signedIn();
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const r = await server.app.inject({
        method: 'POST',
        url,
        cookies: { gr_refresh: cookie },
        headers: { ...headers, 'content-type': 'text/plain' },
        payload: 'x=y',
      });
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ code: 'CrossSiteRequest' });
      expect(r.headers['set-cookie']).toBeUndefined();
    }
    // Neither the refresh token nor the id token was touched.
    expect((await whoAmI(user, idToken)).statusCode).toBe(200);
    expect((await refresh(cookie, { 'sec-fetch-site': 'same-origin', origin: PUBLIC_URL })).statusCode).toBe(200);
  });

  it('a cross-site sign-in is refused too (no login CSRF); the portal itself and non-browser clients pass', async () => {
    const user = await createUser(server);
    const payload = { username: user.username, password: user.password };
    const post = (headers: Record<string, string>) => server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload, headers });
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await post({ origin: PUBLIC_URL })).statusCode).toBe(200);
    expect((await post({})).statusCode).toBe(200);
  });

  it('decides by Sec-Fetch-Site when a browser sends it, else by Origin', () => {
    const own = 'http://localhost:8080';
    expect(crossSiteRefusal({ 'sec-fetch-site': 'same-origin', origin: 'https://x.example' }, own, own)).toBeNull();
    expect(crossSiteRefusal({ 'sec-fetch-site': 'same-site' }, own, own)).toBeNull();
    expect(crossSiteRefusal({ 'sec-fetch-site': 'cross-site', origin: own }, own, own)).toBe('cross-site');
    expect(crossSiteRefusal({ origin: 'http://localhost:9999' }, own, 'http://localhost:9999')).toBeNull();
    expect(crossSiteRefusal({ origin: 'https://evil.example' }, own, own)).toBe('https://evil.example');
    expect(crossSiteRefusal({}, own, own)).toBeNull();
  });
});
