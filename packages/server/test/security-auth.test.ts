// Issue 19, availability of the user pool: locks an attacker cannot impose on the owner, per-address
// throttles, no rows for invented names, hashing only after cheap checks and under admission control.
import { createTestServer, createUser, TEST_SCRYPT_COST, type TestServer } from './helpers';
import { HashGate } from '../src/platform/auth/hashGate';
import { UserPool, userPoolLimits } from '../src/platform/auth/store/userPool';
import { loadSecret } from '../src/platform/auth/store/secrets';
import { sweepExpired } from '../src/platform/rateLimits/store';
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

const MINUTE = 60_000;
const signInFrom = (remoteAddress: string, username: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password }, remoteAddress });
const forgotFrom = (remoteAddress: string, username: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username }, remoteAddress });
const count = async (table: 'verification_codes' | 'rate_limits') =>
  Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('account lock', () => {
  it('five wrong passwords from one address do not lock the owner out from another; the attacker stays locked (401)', async () => {
    const owner = await createUser(server, { role: 0 });
    for (let i = 0; i < 5; i += 1) expect((await signInFrom('203.0.113.66', owner.username, 'Wrong12345')).statusCode).toBe(401);
    // The lock holds against the attacker's address, invisibly (the same 401), even with the right password.
    const attacker = await signInFrom('203.0.113.66', owner.username, owner.password);
    expect(attacker.statusCode).toBe(401);
    expect(attacker.json()).toEqual({ code: 'NotAuthorized', message: 'Incorrect username or password.' });
    const ownerSignIn = await signInFrom('198.51.100.7', owner.username, owner.password);
    expect(ownerSignIn.statusCode).toBe(200);
    expect(ownerSignIn.json().kind).toBe('signedIn');
  });

  it('answers 429 to an address past 30 failed sign-ins over any accounts, before any hashing', async () => {
    for (let i = 0; i < userPoolLimits.maxFailuresPerAddress; i += 1) {
      expect((await signInFrom('203.0.113.99', `nobody-${i}`, 'Wrong12345')).statusCode).toBe(401);
    }
    const refused = await signInFrom('203.0.113.99', 'nobody-x', 'Wrong12345');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('LimitExceeded');
    const user = await createUser(server);
    expect((await signInFrom('198.51.100.8', user.username, user.password)).statusCode).toBe(200);
    server.clock.advance(15 * MINUTE);
    expect((await signInFrom('203.0.113.99', 'nobody-x', 'Wrong12345')).statusCode).toBe(401);
  });
});

describe('forgot-password', () => {
  it('stores invented names only as hashes (the same rows a real name gets: equal work, issue 32 §6)', async () => {
    const codes = await count('verification_codes');
    const limits = await count('rate_limits');
    for (let i = 0; i < 20; i += 1) expect((await forgotFrom('192.0.2.10', `invented-${i}`)).statusCode).toBe(200);
    expect(await count('verification_codes')).toBe(codes + 20);
    expect(await count('rate_limits')).toBe(limits + 21); // one budget per name and address, and the address's own
    const keys = [
      ...(await server.db.selectFrom('verification_codes').select('username_key as key').execute()),
      ...(await server.db.selectFrom('rate_limits').select('rate_key as key').execute()),
    ].map((row) => row.key);
    expect(keys.filter((key) => key.includes('invented'))).toEqual([]);
  });

  it('limits one address to 30 code requests an hour (429)', async () => {
    for (let i = 0; i < userPoolLimits.codeRequestsPerAddressPerHour; i += 1) {
      expect((await forgotFrom('192.0.2.20', `flood-${i}`)).statusCode).toBe(200);
    }
    expect((await forgotFrom('192.0.2.20', 'flood-x')).statusCode).toBe(429);
  });

  it('gives the username and the e-mail address of one account one budget of 5 an hour per address', async () => {
    const user = await createUser(server, { email: 'budget@example.test' });
    for (const name of [user.username, 'budget@example.test', user.username, 'BUDGET@example.test', user.username]) {
      expect((await forgotFrom('192.0.2.30', name)).statusCode).toBe(200);
    }
    expect((await forgotFrom('192.0.2.30', 'budget@example.test')).statusCode).toBe(429);
    // Another address has its own budget: a stranger cannot spend the owner's (issue 32 §5).
    expect((await forgotFrom('192.0.2.31', 'budget@example.test')).statusCode).toBe(200);
  });

  it('sweeps expired codes and dead rate-limit rows', async () => {
    const user = await createUser(server, { email: 'sweep@example.test' });
    await forgotFrom('192.0.2.40', user.username);
    expect(await server.db.selectFrom('verification_codes').select('username_key').where('producer_id', '=', user.producerID).execute()).toHaveLength(1);
    server.clock.advance(25 * 60 * MINUTE);
    const deleted = await sweepExpired(server.db, server.clock.now().getTime());
    expect(deleted).toBeGreaterThan(1);
    expect(await count('verification_codes')).toBe(0);
    expect(await server.db.selectFrom('rate_limits').select('rate_key').where('rate_key', '=', 'forgot-addr:192.0.2.40').execute()).toEqual([]);
  });
});

describe('password hashing', () => {
  class CountingGate extends HashGate {
    runs = 0;
    override run<T>(address: string, work: () => Promise<T>): Promise<T> {
      this.runs += 1;
      return super.run(address, work);
    }
  }

  it('complete-new-password with a bogus session, and sign-ins of invented names, answer 401 without hashing', async () => {
    const gate = new CountingGate();
    const pool = new UserPool({
      db: server.db,
      clock: server.clock,
      mailer: { send: async () => {} },
      scryptCost: TEST_SCRYPT_COST,
      productName: 'Greenroom',
      jwtKey: () => loadSecret(server.db, 'jwt_signing_key'),
      hashGate: gate,
    });
    await expect(pool.completeNewPassword({ session: 'bogus', firstName: 'A', lastName: 'B', password: 'Secret123' }, '192.0.2.50')).rejects.toMatchObject({
      status: 401,
    });
    expect(gate.runs).toBe(0);
    await expect(pool.signIn('nobody-at-all', 'Secret123', '192.0.2.50')).rejects.toMatchObject({ status: 401 });
    expect(gate.runs).toBe(1);
    // Once a hash was timed, invented names cost no hash at all (the answer only takes as long).
    for (let i = 0; i < 3; i += 1) {
      await expect(pool.signIn(`nobody-${i}`, 'Secret123', '192.0.2.51')).rejects.toMatchObject({ status: 401 });
    }
    expect(gate.runs).toBe(1);
  });

  it('runs at most two hashes at once, two per address, and answers the excess 429', async () => {
    const gate = new HashGate({ concurrent: 2, queued: 1, perAddress: 2 });
    let running = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const work = () =>
      new Promise<void>((resolve) => {
        running += 1;
        peak = Math.max(peak, running);
        releases.push(() => {
          running -= 1;
          resolve();
        });
      });
    const a1 = gate.run('a', work);
    const a2 = gate.run('a', work);
    await expect(gate.run('a', work)).rejects.toMatchObject({ status: 429 }); // third from one address
    const b1 = gate.run('b', work); // queued
    await expect(gate.run('c', work)).rejects.toMatchObject({ status: 429 }); // queue full
    expect(running).toBe(2);
    releases.shift()!();
    await a1;
    await Promise.resolve();
    expect(running).toBe(2); // b1 took the freed slot
    releases.splice(0).forEach((release) => release());
    await Promise.resolve();
    releases.splice(0).forEach((release) => release());
    await Promise.all([a2, b1]);
    expect(peak).toBe(2);
  });
});
