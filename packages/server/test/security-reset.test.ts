// Issue 32 §5–§6: an anonymous attacker cannot keep a password reset blocked (the code budget is
// per account and per asking address; a fresh code resets the wrong-code count), and
// forgot-password does the same work for known and unknown names (measured by
// scripts/measure-forgot-timing.mjs; here the work itself is compared, never the time).
import type { MailMessage } from '../src/platform/mailer';
import { userPoolLimits } from '../src/platform/auth/store/userPool';
import { createTestServer, createUser, type TestServer } from './helpers';

let server: TestServer;
const mails: MailMessage[] = [];
/** Mail the app has handed over; `hold` keeps sends pending, like a slow SMTP server. */
let hold = false;
const pending: (() => void)[] = [];
beforeAll(async () => {
  server = await createTestServer({
    mailer: {
      send: (message) => {
        mails.push(message);
        return hold ? new Promise<void>((resolve) => pending.push(resolve)) : Promise.resolve();
      },
    },
  });
});
afterAll(async () => {
  for (const release of pending) release();
  await server.close();
});

const forgotFrom = (remoteAddress: string, username: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username }, remoteAddress });
const confirm = (username: string, code: string, password = 'Changed123') =>
  server.app.inject({ method: 'POST', url: '/api/auth/confirm-password', payload: { username, code, password }, remoteAddress: '203.0.113.5' });
const lastCodeTo = (email: string) => /\b(\d{6})\b/.exec(mails.filter((m) => m.to === email).at(-1)?.text ?? '')?.[1] ?? '';
const rowCounts = async () => ({
  codes: (await server.db.selectFrom('verification_codes').select('username_key').execute()).length,
  limits: (await server.db.selectFrom('rate_limits').select('rate_key').execute()).length,
});

describe('a stranger cannot block the owner’s reset', () => {
  it('five requests from five other addresses leave the owner’s own request answered (200) and mailed', async () => {
    const owner = await createUser(server, { email: 'owner@example.test' });
    for (let i = 0; i < 5; i += 1) expect((await forgotFrom(`198.51.100.${10 + i}`, owner.username)).statusCode).toBe(200);
    // Even a full budget spent from one stranger's address leaves the owner's own.
    for (let i = 0; i < userPoolLimits.codeRequestsPerHour; i += 1) await forgotFrom('198.51.100.66', owner.username);
    expect((await forgotFrom('198.51.100.66', owner.username)).statusCode).toBe(429);
    const before = mails.length;
    expect((await forgotFrom('192.0.2.200', owner.username)).statusCode).toBe(200);
    expect(mails.length).toBe(before + 1);
  });

  it('a fresh code always resets the wrong-code count: five wrong codes lock only the code they were tried on', async () => {
    const owner = await createUser(server, { email: 'locked@example.test' });
    await forgotFrom('198.51.100.20', owner.username);
    for (let i = 0; i < userPoolLimits.maxCodeAttempts; i += 1) expect((await confirm(owner.username, '000000')).statusCode).toBe(400);
    expect((await confirm(owner.username, lastCodeTo('locked@example.test'))).statusCode).toBe(429);
    expect((await forgotFrom('192.0.2.201', owner.username)).statusCode).toBe(200);
    expect((await confirm(owner.username, lastCodeTo('locked@example.test'))).statusCode).toBe(204);
  });
});

describe('the same work for known and unknown names', () => {
  it('writes the same rows for both', async () => {
    const known = await createUser(server, { email: 'known@example.test' });
    const start = await rowCounts();
    await forgotFrom('192.0.2.210', known.username);
    const afterKnown = await rowCounts();
    await forgotFrom('192.0.2.211', 'nobody-by-this-name');
    const afterUnknown = await rowCounts();
    // Each address's first request adds its own budget row too.
    expect({ codes: afterKnown.codes - start.codes, limits: afterKnown.limits - start.limits }).toEqual({ codes: 1, limits: 2 });
    expect({ codes: afterUnknown.codes - afterKnown.codes, limits: afterUnknown.limits - afterKnown.limits }).toEqual({ codes: 1, limits: 2 });
  });

  it('answers without waiting for the mail (an SMTP round trip would tell a known name apart)', async () => {
    const user = await createUser(server, { email: 'slow-smtp@example.test' });
    hold = true;
    try {
      const r = await forgotFrom('192.0.2.212', user.username);
      expect(r.statusCode).toBe(200);
      expect(pending.length).toBeGreaterThan(0); // the mail is still being sent
    } finally {
      hold = false;
    }
  });

  it('an unknown name’s stored hash never answers a code', async () => {
    await forgotFrom('192.0.2.213', 'ghost-user');
    const row = await server.db.selectFrom('verification_codes').selectAll().where('producer_id', 'is', null).executeTakeFirstOrThrow();
    expect(row.username_key.startsWith('#')).toBe(true);
    expect((await confirm('ghost-user', '123456')).json().code).toBe('CodeMismatch');
    expect((await confirm(row.username_key, '123456')).json().code).toBe('CodeMismatch');
  });
});
