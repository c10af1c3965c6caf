// Issue 19, sessions: id tokens end at sign-out and password reset; forged issue times and
// lifetimes are refused; reset codes never reach the outbox another user can read.
import { SignJWT } from 'jose';
import { createTestServer, createUser, injectAs, refreshCookieOf, type TestServer } from './helpers';
import { loadSecret } from '../src/platform/auth/store/secrets';
import { createTerminal } from '../src/platform/log/terminal';

let server: TestServer;
let terminalText = '';
beforeAll(async () => {
  const sink = { write: (text: string) => (terminalText += text) };
  server = await createTestServer({ mailer: 'production', terminal: createTerminal(sink, sink) });
});
afterAll(async () => {
  await server.close();
});

const signIn = (username: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password } });
const role = (user: { producerID: string }, token: string) =>
  server.app.inject({ method: 'GET', url: `/api/producer/role?producerID=${user.producerID}`, headers: { authorization: `Bearer ${token}` } });

async function forge(claims: { producerID: string; iat: number; exp: number; gen?: number }): Promise<string> {
  const key = await loadSecret(server.db, 'jwt_signing_key');
  return new SignJWT({ producerID: claims.producerID, role: 1, gen: claims.gen ?? 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('greenroom')
    .setAudience('greenroom-portal')
    .setSubject(claims.producerID)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(key);
}

describe('id tokens after sign-out and password reset', () => {
  it('refuses every older id token after sign-out (401), while a new sign-in works', async () => {
    const user = await createUser(server);
    const first = await signIn(user.username, user.password);
    const older = first.json().session.idToken as string;
    expect((await role(user, older)).statusCode).toBe(200);

    const out = await server.app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies: { gr_refresh: refreshCookieOf(first) ?? '' } });
    expect(out.statusCode).toBe(204);
    expect((await role(user, older)).statusCode).toBe(401);
    expect((await role(user, user.token)).json()).toEqual({ code: 'NotAuthorized', message: 'Your session has expired. Please sign in again.' });

    const again = await signIn(user.username, user.password);
    expect((await role(user, again.json().session.idToken)).statusCode).toBe(200);
  });

  it('refuses older id tokens after a password reset', async () => {
    const user = await createUser(server, { email: 'sessions-reset@example.test' });
    expect((await injectAs(server, user, 'GET', `/producer/role?producerID=${user.producerID}`)).statusCode).toBe(200);
    await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username: user.username } });
    const code = /\b(\d{6})\b/.exec(terminalText.split('sessions-reset@example.test').at(-1) ?? '')?.[1];
    const reset = await server.app.inject({ method: 'POST', url: '/api/auth/confirm-password', payload: { username: user.username, code, password: 'Changed123' } });
    expect(reset.statusCode).toBe(204);
    expect((await injectAs(server, user, 'GET', `/producer/role?producerID=${user.producerID}`)).statusCode).toBe(401);
    const fresh = await signIn(user.username, 'Changed123');
    expect((await role(user, fresh.json().session.idToken)).statusCode).toBe(200);
  });

  it('refuses a token issued in the future or living longer than an hour', async () => {
    const user = await createUser(server);
    const now = Math.floor(server.clock.now().getTime() / 1000);
    expect((await role(user, await forge({ producerID: user.producerID, iat: now, exp: now + 3600 }))).statusCode).toBe(200);
    expect((await role(user, await forge({ producerID: user.producerID, iat: now + 600, exp: now + 1200 }))).statusCode).toBe(401);
    expect((await role(user, await forge({ producerID: user.producerID, iat: now - 10, exp: now + 30 * 24 * 3600 }))).statusCode).toBe(401);
    // A token of an older generation (issued before a sign-out) stays refused even when re-signed.
    await server.app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies: { gr_refresh: refreshCookieOf(await signIn(user.username, user.password)) ?? '' } });
    expect((await role(user, await forge({ producerID: user.producerID, iat: now, exp: now + 3600, gen: 0 }))).statusCode).toBe(401);
  });
});

describe('reset codes', () => {
  it('go to the terminal and never into the outbox a super-admin can read', async () => {
    const admin = await createUser(server, { role: 0 });
    const victim = await createUser(server, { email: 'victim@example.test' });
    await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username: victim.username } });
    expect(terminalText).toContain('Mail to victim@example.test');
    const outbox = await injectAs(server, admin, 'GET', '/outbox?limit=500');
    expect(outbox.statusCode).toBe(200);
    expect(JSON.stringify(outbox.json())).not.toContain('victim@example.test');
    expect(await server.db.selectFrom('outbox').select('id').where('to', 'like', '%victim%').execute()).toEqual([]);
  });
});
