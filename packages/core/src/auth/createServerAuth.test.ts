import type { AuthSession } from '../auth';
import { createServerAuth } from './createServerAuth';

const T0 = Date.parse('2026-11-21T15:00:00Z');
const HOUR = 3_600_000;

function session(n: number, issuedAt = T0): AuthSession {
  return { idToken: `id-${n}`, producerID: 'u1', username: 'ada', role: 1, expiresAt: issuedAt + HOUR };
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (body: unknown) => Response | Promise<Response>;

/** A user pool double: answers per path and records every request. */
function fakePool(handlers: Record<string, Handler>) {
  const requests: { path: string; body: unknown; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace('/api/auth/', '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ path, body, init });
    const handler = handlers[path];
    if (!handler) throw new Error(`unexpected ${path}`);
    return handler(body);
  });
  return { fetch, requests, paths: () => requests.map((r) => r.path) };
}

function setup(handlers: Record<string, Handler>) {
  let clock = T0;
  const pool = fakePool(handlers);
  const auth = createServerAuth({ baseUrl: '/api/', fetch: pool.fetch, now: () => clock });
  const listener = vi.fn();
  auth.subscribe(listener);
  return { auth, pool, listener, advance: (ms: number) => (clock += ms) };
}

const signedIn = () => json(200, { kind: 'signedIn', session: session(1) });

describe('createServerAuth', () => {
  describe('sign-in and the password calls', () => {
    it('signs in through POST /api/auth/sign-in with the cookie included, and keeps the session', async () => {
      const { auth, pool, listener } = setup({ 'sign-in': signedIn });
      await expect(auth.signIn({ username: 'ada', password: 'Secret123' })).resolves.toEqual({ kind: 'signedIn', session: session(1) });
      expect(pool.requests[0]).toMatchObject({ path: 'sign-in', body: { username: 'ada', password: 'Secret123' } });
      expect(pool.requests[0].init).toMatchObject({ method: 'POST', credentials: 'include' });
      expect(listener).toHaveBeenCalledWith(session(1));
      await expect(auth.getSession()).resolves.toEqual(session(1));
      await expect(auth.getIdToken()).resolves.toBe('id-1');
      expect(pool.paths()).toEqual(['sign-in']);
    });

    it('hands back the new-password challenge without starting a session', async () => {
      const { auth, listener } = setup({
        'sign-in': () => json(200, { kind: 'newPasswordRequired', challenge: { session: 'ch-1', username: 'ada' } }),
      });
      await expect(auth.signIn({ username: 'ada', password: 'Temp1234' })).resolves.toEqual({
        kind: 'newPasswordRequired',
        challenge: { session: 'ch-1', username: 'ada' },
      });
      expect(listener).not.toHaveBeenCalled();
      await expect(auth.getIdToken()).resolves.toBeNull();
    });

    it("fails with the server's message", async () => {
      const { auth } = setup({ 'sign-in': () => json(401, { code: 'NotAuthorized', message: 'Incorrect username or password.' }) });
      await expect(auth.signIn({ username: 'ada', password: 'x' })).resolves.toEqual({
        kind: 'failed',
        message: 'Incorrect username or password.',
      });
    });

    it('fails with a clear message when the server cannot be reached', async () => {
      const { auth } = setup({
        'sign-in': () => {
          throw new TypeError('Failed to fetch');
        },
      });
      const result = await auth.signIn({ username: 'ada', password: 'x' });
      expect(result).toEqual({ kind: 'failed', message: 'Unable to reach the server. Please check your connection and try again.' });
    });

    it('completes the new-password challenge with the challenge session', async () => {
      const { auth, pool, listener } = setup({ 'complete-new-password': signedIn });
      const result = await auth.completeNewPassword({
        challenge: { session: 'ch-1', username: 'ada' },
        firstName: 'Ada',
        lastName: 'Lovelace',
        password: 'Secret123',
      });
      expect(result).toEqual({ kind: 'signedIn', session: session(1) });
      expect(pool.requests[0].body).toEqual({ session: 'ch-1', firstName: 'Ada', lastName: 'Lovelace', password: 'Secret123' });
      expect(listener).toHaveBeenCalledWith(session(1));
    });

    it('reports an expired challenge', async () => {
      const { auth } = setup({
        'complete-new-password': () => json(401, { code: 'NotAuthorized', message: 'Your session has expired. Please sign in again.' }),
      });
      const result = await auth.completeNewPassword({ challenge: { session: 'old', username: 'ada' }, firstName: 'A', lastName: 'L', password: 'Secret123' });
      expect(result).toEqual({ kind: 'failed', message: 'Your session has expired. Please sign in again.' });
    });

    it.each([
      [json(200, {}), { ok: true }],
      [
        json(429, { code: 'LimitExceeded', message: 'Maximum verification attempts exceeded. Please wait a few minutes and try again.' }),
        { ok: false, code: 'LimitExceeded', message: 'Maximum verification attempts exceeded. Please wait a few minutes and try again.' },
      ],
      [json(500), { ok: false, message: 'An error occurred sending your verification code. Please try again.' }],
    ])('maps forgot-password answer %# to its result', async (answer, expected) => {
      const { auth, pool } = setup({ 'forgot-password': () => answer });
      await expect(auth.forgotPassword({ username: 'ada' })).resolves.toEqual(expected);
      expect(pool.requests[0].body).toEqual({ username: 'ada' });
    });

    it.each([
      [new Response(null, { status: 204 }), { ok: true }],
      [json(400, { code: 'ExpiredCode', message: 'This verification code has expired.' }), { ok: false, code: 'ExpiredCode', message: 'This verification code has expired.' }],
      [json(400, {}), { ok: false, message: 'An error occurred. Please ensure your verification code is correct.' }],
    ])('maps confirm-password answer %# to its result', async (answer, expected) => {
      const { auth, pool } = setup({ 'confirm-password': () => answer });
      await expect(auth.confirmPassword({ username: 'ada', code: '123456', password: 'Secret123' })).resolves.toEqual(expected);
      expect(pool.requests[0].body).toEqual({ username: 'ada', code: '123456', password: 'Secret123' });
    });
  });

  describe('getIdToken', () => {
    it('refreshes at most once per 60 seconds', async () => {
      let n = 1;
      const { auth, pool, advance, listener } = setup({ 'sign-in': signedIn, refresh: () => json(200, { session: session(++n) }) });
      await auth.signIn({ username: 'ada', password: 'Secret123' });
      advance(59_999);
      await expect(auth.getIdToken()).resolves.toBe('id-1');
      expect(pool.paths()).toEqual(['sign-in']);
      advance(1);
      await expect(auth.getIdToken()).resolves.toBe('id-2');
      expect(pool.paths()).toEqual(['sign-in', 'refresh']);
      expect(pool.requests[1].init).toMatchObject({ method: 'POST', credentials: 'include' });
      expect(listener).toHaveBeenLastCalledWith(session(2));
      advance(30_000);
      await expect(auth.getIdToken()).resolves.toBe('id-2');
      expect(pool.paths()).toHaveLength(2);
    });

    it('refreshes an expired token even inside the 60 seconds', async () => {
      const short = { ...session(1), expiresAt: T0 + 10_000 };
      const { auth, pool, advance } = setup({
        'sign-in': () => json(200, { kind: 'signedIn', session: short }),
        refresh: () => json(200, { session: session(2) }),
      });
      await auth.signIn({ username: 'ada', password: 'Secret123' });
      advance(10_000);
      await expect(auth.getIdToken()).resolves.toBe('id-2');
      expect(pool.paths()).toEqual(['sign-in', 'refresh']);
    });

    it('shares one refresh between concurrent callers', async () => {
      let answer: (r: Response) => void = () => undefined;
      const { auth, pool, advance } = setup({
        'sign-in': signedIn,
        refresh: () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      await auth.signIn({ username: 'ada', password: 'Secret123' });
      advance(61_000);
      const tokens = Promise.all([auth.getIdToken(), auth.getIdToken(), auth.refresh(), auth.getSession({ refresh: true })]);
      await vi.waitFor(() => expect(pool.paths()).toEqual(['sign-in', 'refresh']));
      answer(json(200, { session: session(2) }));
      await expect(tokens).resolves.toEqual(['id-2', 'id-2', 'id-2', session(2)]);
      expect(pool.paths()).toEqual(['sign-in', 'refresh']);
    });

    it('clears the session, tells subscribers and resolves null when the refresh is refused', async () => {
      const { auth, listener, advance } = setup({
        'sign-in': signedIn,
        refresh: () => json(401, { code: 'NotAuthorized', message: 'Your session has expired. Please sign in again.' }),
      });
      await auth.signIn({ username: 'ada', password: 'Secret123' });
      listener.mockClear();
      advance(60_000);
      await expect(auth.getIdToken()).resolves.toBeNull();
      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener).toHaveBeenCalledWith(null);
      await expect(auth.getSession()).resolves.toBeNull();
    });

    it('keeps a still-valid token when the refresh cannot reach the server', async () => {
      const { auth, listener, advance } = setup({
        'sign-in': signedIn,
        refresh: () => {
          throw new TypeError('Failed to fetch');
        },
      });
      await auth.signIn({ username: 'ada', password: 'Secret123' });
      listener.mockClear();
      advance(60_000);
      await expect(auth.getIdToken()).resolves.toBe('id-1');
      expect(listener).not.toHaveBeenCalled();
      advance(HOUR);
      await expect(auth.getIdToken()).resolves.toBeNull();
    });

    it('uses the real clock by default, so fake timers move the throttle', async () => {
      vi.useFakeTimers({ now: T0 });
      try {
        const pool = fakePool({ 'sign-in': signedIn, refresh: () => json(200, { session: session(2, Date.now()) }) });
        const auth = createServerAuth({ baseUrl: '/api', fetch: pool.fetch });
        await auth.signIn({ username: 'ada', password: 'Secret123' });
        vi.advanceTimersByTime(59_000);
        await expect(auth.getIdToken()).resolves.toBe('id-1');
        vi.advanceTimersByTime(1_000);
        await expect(auth.getIdToken()).resolves.toBe('id-2');
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('sessions', () => {
    it('restores a session from the cookie with getSession({ refresh: true })', async () => {
      const { auth, pool, listener } = setup({ refresh: () => json(200, { session: session(7) }) });
      await expect(auth.getSession()).resolves.toBeNull();
      expect(pool.paths()).toEqual([]);
      await expect(auth.getSession({ refresh: true })).resolves.toEqual(session(7));
      expect(listener).toHaveBeenCalledWith(session(7));
    });

    it('stays signed out without telling anyone when there is no cookie', async () => {
      const { auth, listener } = setup({ refresh: () => json(401, { code: 'NotAuthorized', message: 'x' }) });
      await expect(auth.getSession({ refresh: true })).resolves.toBeNull();
      expect(listener).not.toHaveBeenCalled();
    });

    it('signs out through POST /api/auth/sign-out and forgets the token', async () => {
      const { auth, pool, listener } = setup({ 'sign-in': signedIn, 'sign-out': () => new Response(null, { status: 204 }) });
      await auth.signIn({ username: 'ada', password: 'Secret123' });
      await auth.signOut();
      expect(pool.paths()).toEqual(['sign-in', 'sign-out']);
      expect(pool.requests[1].init).toMatchObject({ method: 'POST', credentials: 'include' });
      expect(listener).toHaveBeenLastCalledWith(null);
      await expect(auth.getIdToken()).resolves.toBeNull();
      expect(pool.paths()).toHaveLength(2);
    });

    it('ignores a refresh that finishes after sign-out', async () => {
      let answer: (r: Response) => void = () => undefined;
      const { auth, advance } = setup({
        'sign-in': signedIn,
        'sign-out': () => new Response(null, { status: 204 }),
        refresh: () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      await auth.signIn({ username: 'ada', password: 'Secret123' });
      advance(60_000);
      const pending = auth.getIdToken();
      await auth.signOut();
      answer(json(200, { session: session(2) }));
      await expect(pending).resolves.toBeNull();
      await expect(auth.getSession()).resolves.toBeNull();
    });

    it('stops notifying an unsubscribed listener', async () => {
      const { auth } = setup({ 'sign-in': signedIn });
      const listener = vi.fn();
      const unsubscribe = auth.subscribe(listener);
      unsubscribe();
      await auth.signIn({ username: 'ada', password: 'Secret123' });
      expect(listener).not.toHaveBeenCalled();
    });
  });
});
