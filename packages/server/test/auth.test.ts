import { SignJWT, UnsecuredJWT } from 'jose';
import { createTestServer, createUser, refreshCookieOf, type TestServer } from './helpers';
import { loadSecret } from '../src/platform/auth/store/secrets';
import { createTerminal } from '../src/platform/log/terminal';

let server: TestServer;
/** What the server wrote to its terminal: the user pool's mail lands there without SMTP_URL. */
let terminalText = '';
beforeAll(async () => {
  const sink = { write: (text: string) => (terminalText += text) };
  server = await createTestServer({ mailer: 'production', terminal: createTerminal(sink, sink) });
});
afterAll(async () => {
  await server.close();
});

const MINUTE = 60_000;
const notAuthorized = { code: 'NotAuthorized', message: 'Incorrect username or password.' };
const sessionExpired = { code: 'NotAuthorized', message: 'Your session has expired. Please sign in again.' };
const limitExceeded = { code: 'LimitExceeded', message: 'Maximum verification attempts exceeded. Please wait a few minutes and try again.' };

function signIn(username: string, password: string) {
  return server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password } });
}

async function createdByAdmin(username: string, temporaryPassword = 'Temp1234x') {
  const admin = await createUser(server, { role: 0 });
  const r = await server.app.inject({
    method: 'POST',
    url: '/api/producer',
    headers: admin.auth,
    payload: { temporaryPassword, email: `${username}@example.test`, username, first: 'New', last: 'Person', projects: {}, role: 1 },
  });
  expect(r.statusCode).toBe(201);
  return r.json() as { producerID: string };
}

/** Mails the terminal has shown to `email`, oldest first. */
function mailsTo(email: string): string[] {
  return terminalText.split(/^-{72}$/m).filter((block) => block.includes(`Mail to ${email} `));
}

/** The code of the last verification mail to `email`, read from the terminal as an operator would. */
function lastCodeFor(email: string): string {
  const code = /\b(\d{6})\b/.exec(mailsTo(email).at(-1) ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describe('sign-in', () => {
  it('signs a ready user in with a session and an HttpOnly, SameSite=Strict refresh cookie scoped to /api/auth', async () => {
    const user = await createUser(server, { role: 1 });
    const r = await signIn(user.username, user.password);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.kind).toBe('signedIn');
    expect(body.session).toMatchObject({ producerID: user.producerID, username: user.username, role: 1 });
    expect(body.session.expiresAt).toBe(server.clock.now().getTime() + 3_600_000);
    const cookie = r.cookies.find((c) => c.name === 'gr_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: 30 * 24 * 3600 });
    expect(JSON.stringify(body)).not.toContain(cookie?.value ?? 'missing');
  });

  it('accepts the username in any case and the e-mail address', async () => {
    const user = await createUser(server, { username: 'MixedCase', email: 'mixed@example.test' });
    expect((await signIn('mixedcase', user.password)).statusCode).toBe(200);
    expect((await signIn('MIXED@example.test', user.password)).statusCode).toBe(200);
  });

  it('answers unknown users and wrong passwords identically', async () => {
    const user = await createUser(server);
    const unknown = await signIn('nobody-here', 'Secret123');
    const wrong = await signIn(user.username, 'Wrong1234');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(notAuthorized);
    expect(wrong.json()).toEqual(notAuthorized);
    expect(unknown.cookies).toEqual([]);
  });

  it('locks after 5 failures with a growing wait capped at 15 minutes; the right password is refused while locked', async () => {
    const user = await createUser(server);
    const lockFor = async () => {
      for (let i = 0; i < 5; i += 1) expect((await signIn(user.username, 'Wrong1234')).statusCode).toBe(401);
      const row = await server.db.selectFrom('producers').select('locked_until').where('producer_id', '=', user.producerID).executeTakeFirstOrThrow();
      return (row.locked_until ?? 0) - server.clock.now().getTime();
    };
    expect(await lockFor()).toBe(1 * MINUTE);
    const locked = await signIn(user.username, user.password);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual(notAuthorized);
    server.clock.advance(MINUTE);
    expect(await lockFor()).toBe(2 * MINUTE);
    server.clock.advance(2 * MINUTE);
    expect(await lockFor()).toBe(4 * MINUTE);
    server.clock.advance(4 * MINUTE);
    expect(await lockFor()).toBe(8 * MINUTE);
    server.clock.advance(8 * MINUTE);
    expect(await lockFor()).toBe(15 * MINUTE);
    server.clock.advance(15 * MINUTE);
    expect(await lockFor()).toBe(15 * MINUTE);
    server.clock.advance(15 * MINUTE - 1);
    expect((await signIn(user.username, user.password)).statusCode).toBe(401);
    server.clock.advance(1);
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
    // Success resets the growing wait.
    expect(await lockFor()).toBe(1 * MINUTE);
  });

  it('refuses bodies with unknown fields or wrong types', async () => {
    const r = await server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: 'a', password: 'b', role: 0 } });
    expect(r.statusCode).toBe(400);
    expect(r.json().fieldErrors).toEqual({ role: 'Unknown field' });
    const typed = await server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: 1, password: 'b' } });
    expect(typed.statusCode).toBe(400);
    const broken = await server.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).not.toHaveProperty('stack');
  });
});

describe('temporary password and the new-password challenge', () => {
  it('requires the challenge, checks the password rules, then signs in; the session is single use', async () => {
    await createdByAdmin('newbie');
    const first = await signIn('newbie', 'Temp1234x');
    expect(first.json()).toEqual({ kind: 'newPasswordRequired', challenge: { session: expect.any(String), username: 'newbie' } });
    expect(first.cookies).toEqual([]);
    const session = first.json().challenge.session as string;

    const weak = await server.app.inject({
      method: 'POST',
      url: '/api/auth/complete-new-password',
      payload: { session, firstName: ' ', lastName: 'Lee', password: 'alllower1' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors).toEqual({ firstName: 'Required', password: 'Password must contain at least 1 uppercase letter' });

    const done = await server.app.inject({
      method: 'POST',
      url: '/api/auth/complete-new-password',
      payload: { session, firstName: 'Nia', lastName: 'Lee', password: 'NewPass123' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ kind: 'signedIn', session: { username: 'newbie', role: 1 } });
    expect(refreshCookieOf(done)).toBeTruthy();
    const row = await server.db.selectFrom('producers').selectAll().where('username_key', '=', 'newbie').executeTakeFirstOrThrow();
    expect([row.first_name, row.last_name, row.must_change_password]).toEqual(['Nia', 'Lee', 0]);

    const again = await server.app.inject({
      method: 'POST',
      url: '/api/auth/complete-new-password',
      payload: { session, firstName: 'Nia', lastName: 'Lee', password: 'Other1234' },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(sessionExpired);
    expect((await signIn('newbie', 'Temp1234x')).statusCode).toBe(401);
    expect((await signIn('newbie', 'NewPass123')).json().kind).toBe('signedIn');
  });

  it('expires the challenge session after 15 minutes', async () => {
    await createdByAdmin('slowpoke');
    const session = (await signIn('slowpoke', 'Temp1234x')).json().challenge.session as string;
    server.clock.advance(15 * MINUTE);
    const r = await server.app.inject({
      method: 'POST',
      url: '/api/auth/complete-new-password',
      payload: { session, firstName: 'S', lastName: 'P', password: 'NewPass123' },
    });
    expect(r.json()).toEqual(sessionExpired);
  });

  it('refuses a temporary password older than 7 days with the usual answer', async () => {
    await createdByAdmin('latecomer');
    server.clock.advance(7 * 24 * 60 * MINUTE);
    const r = await signIn('latecomer', 'Temp1234x');
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual(notAuthorized);
  });

  it('gives no id token to a user who has not answered the challenge', async () => {
    const { producerID } = await createdByAdmin('pending');
    const forged = await new SignJWT({ producerID, role: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('greenroom')
      .setAudience('greenroom-portal')
      .setSubject(producerID)
      .setExpirationTime(Math.floor(server.clock.now().getTime() / 1000) + 600)
      .sign(await loadSecret(server.db, 'jwt_signing_key'));
    const r = await server.app.inject({ method: 'GET', url: `/api/producer/role?producerID=${producerID}`, headers: { authorization: `Bearer ${forged}` } });
    expect(r.statusCode).toBe(401);
  });
});

describe('forgot and confirm password', () => {
  it('mails a 6-digit code, resets the password once, and revokes refresh tokens', async () => {
    const user = await createUser(server, { email: 'reset-me@example.test' });
    const refresh = refreshCookieOf(await signIn(user.username, user.password));
    const r = await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username: user.username } });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({});
    const code = lastCodeFor('reset-me@example.test');

    const weak = await server.app.inject({ method: 'POST', url: '/api/auth/confirm-password', payload: { username: user.username, code, password: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors).toEqual({ password: 'Password must be at least 8 characters' });

    const ok = await server.app.inject({ method: 'POST', url: '/api/auth/confirm-password', payload: { username: user.username, code, password: 'Changed123' } });
    expect(ok.statusCode).toBe(204);
    const reused = await server.app.inject({ method: 'POST', url: '/api/auth/confirm-password', payload: { username: user.username, code, password: 'Again1234' } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('CodeMismatch');

    expect((await signIn(user.username, user.password)).statusCode).toBe(401);
    expect((await signIn(user.username, 'Changed123')).statusCode).toBe(200);
    const old = await server.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { gr_refresh: refresh ?? '' } });
    expect(old.statusCode).toBe(401);
  });

  it('answers the same for unknown users and sends nothing', async () => {
    const before = terminalText;
    const r = await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username: 'ghost-user' } });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({});
    expect(terminalText).toBe(before);
    const confirm = await server.app.inject({ method: 'POST', url: '/api/auth/confirm-password', payload: { username: 'ghost-user', code: '123456', password: 'Changed123' } });
    expect(confirm.json()).toEqual({ code: 'CodeMismatch', message: 'An error occurred. Please ensure your verification code is correct.' });
  });

  it('expires the code after 15 minutes', async () => {
    const user = await createUser(server, { email: 'expire@example.test' });
    await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username: user.username } });
    const code = lastCodeFor('expire@example.test');
    server.clock.advance(15 * MINUTE);
    const r = await server.app.inject({ method: 'POST', url: '/api/auth/confirm-password', payload: { username: user.username, code, password: 'Changed123' } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ code: 'ExpiredCode', message: 'This verification code has expired.' });
  });

  it('refuses after 5 wrong tries, even the right code', async () => {
    const user = await createUser(server, { email: 'guess@example.test' });
    await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username: user.username } });
    const code = lastCodeFor('guess@example.test');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const r = await server.app.inject({ method: 'POST', url: '/api/auth/confirm-password', payload: { username: user.username, code: wrong, password: 'Changed123' } });
      expect(r.json().code).toBe('CodeMismatch');
    }
    const blocked = await server.app.inject({ method: 'POST', url: '/api/auth/confirm-password', payload: { username: user.username, code, password: 'Changed123' } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(limitExceeded);
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
  });

  it('limits code requests to 5 an hour per name, known or not', async () => {
    for (const name of ['limited-unknown', (await createUser(server)).username]) {
      for (let i = 0; i < 5; i += 1) {
        expect((await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username: name } })).statusCode).toBe(200);
      }
      const r = await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username: name } });
      expect(r.statusCode).toBe(429);
      expect(r.json()).toEqual(limitExceeded);
    }
    server.clock.advance(60 * MINUTE);
    expect((await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username: 'limited-unknown' } })).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use; a rotated token presented again ends the whole sign-in', async () => {
    const user = await createUser(server);
    const first = refreshCookieOf(await signIn(user.username, user.password)) ?? '';
    server.clock.advance(10 * MINUTE);
    const r1 = await server.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { gr_refresh: first } });
    expect(r1.statusCode).toBe(200);
    expect(r1.json().session).toMatchObject({ producerID: user.producerID, expiresAt: server.clock.now().getTime() + 3_600_000 });
    const second = refreshCookieOf(r1) ?? '';
    expect(second).not.toBe(first);
    expect(r1.cookies.find((c) => c.name === 'gr_refresh')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    // Past the grace a racing tab gets (issue 32 §2), a replay is theft.
    server.clock.advance(21_000);
    const replay = await server.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { gr_refresh: first } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(sessionExpired);
    const afterReplay = await server.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { gr_refresh: second } });
    expect(afterReplay.statusCode).toBe(401);
  });

  it('expires 30 days after sign-in', async () => {
    const user = await createUser(server);
    const token = refreshCookieOf(await signIn(user.username, user.password)) ?? '';
    server.clock.advance(30 * 24 * 60 * MINUTE);
    const r = await server.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { gr_refresh: token } });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual(sessionExpired);
  });

  it('answers 401 without a cookie or with a made-up one', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { gr_refresh: 'made-up' } })).statusCode).toBe(401);
  });

  it('sign-out revokes the token and clears the cookie', async () => {
    const user = await createUser(server);
    const token = refreshCookieOf(await signIn(user.username, user.password)) ?? '';
    const out = await server.app.inject({ method: 'POST', url: '/api/auth/sign-out', cookies: { gr_refresh: token } });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === 'gr_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');
    expect((await server.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { gr_refresh: token } })).statusCode).toBe(401);
  });
});

describe('id tokens', () => {
  const call = (token: string, producerID: string) =>
    server.app.inject({ method: 'GET', url: `/api/producer/role?producerID=${producerID}`, headers: { authorization: `Bearer ${token}` } });

  async function signed(claims: Record<string, unknown>, options: { key?: Uint8Array; audience?: string; issuer?: string; expiresIn?: number; alg?: string } = {}) {
    const now = Math.floor(server.clock.now().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: options.alg ?? 'HS256' })
      .setIssuer(options.issuer ?? 'greenroom')
      .setAudience(options.audience ?? 'greenroom-portal')
      .setSubject(String(claims.producerID))
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresIn ?? 600))
      .sign(options.key ?? (await loadSecret(server.db, 'jwt_signing_key')));
  }

  it('accepts its own token and refuses a missing or malformed header', async () => {
    const user = await createUser(server);
    expect((await call(user.token, user.producerID)).json()).toEqual({ role: 1 });
    expect((await server.app.inject({ method: 'GET', url: `/api/producer/role?producerID=${user.producerID}` })).statusCode).toBe(401);
    expect((await call('not-a-token', user.producerID)).statusCode).toBe(401);
  });

  it('refuses the none algorithm, a bad signature, an expired token, a wrong audience or issuer, and HS512', async () => {
    const user = await createUser(server);
    const claims = { producerID: user.producerID, role: 0 };
    const none = new UnsecuredJWT(claims).setIssuer('greenroom').setAudience('greenroom-portal').setSubject(user.producerID).setExpirationTime('1h').encode();
    const forged = [
      none,
      await signed(claims, { key: new Uint8Array(32).fill(7) }),
      await signed(claims, { expiresIn: -1 }),
      await signed(claims, { audience: 'someone-else' }),
      await signed(claims, { issuer: 'evil' }),
      await signed(claims, { alg: 'HS512', key: new Uint8Array(64).fill(1) }),
    ];
    for (const token of forged) {
      const r = await call(token, user.producerID);
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual(sessionExpired);
    }
  });

  it('expires the id token after 1 hour', async () => {
    const user = await createUser(server);
    server.clock.advance(60 * MINUTE - 1000);
    expect((await call(user.token, user.producerID)).statusCode).toBe(200);
    server.clock.advance(1000);
    expect((await call(user.token, user.producerID)).statusCode).toBe(401);
  });

  it('takes the role from the database, not from the token', async () => {
    const user = await createUser(server, { role: 1 });
    const elevated = await signed({ producerID: user.producerID, role: 0 });
    const r = await server.app.inject({ method: 'GET', url: '/api/producers/all/admin', headers: { authorization: `Bearer ${elevated}` } });
    expect(r.statusCode).toBe(403);
  });

  it('keeps the signing secret in the database, shared by every instance', async () => {
    const rows = await server.db.selectFrom('settings').selectAll().where('key', '=', 'jwt_signing_key').execute();
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0].value, 'base64url')).toHaveLength(32);
  });
});
