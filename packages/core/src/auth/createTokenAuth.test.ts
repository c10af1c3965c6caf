// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_AUTH_NO_SIGN_IN, createTokenAuth } from './createTokenAuth';

/** A backend that accepts only `accepted` and records the Authorization header of every call. */
function backend(accepted: () => string) {
  const seen: (string | null)[] = [];
  const fetch = vi.fn(async (_input: string, init: RequestInit) => {
    const authorization = new Headers(init.headers).get('authorization');
    seen.push(authorization);
    return new Response(authorization === `Bearer ${accepted()}` ? '[]' : '{"error":"expired"}', { status: authorization === `Bearer ${accepted()}` ? 200 : 401 });
  });
  return { fetch, seen };
}

describe('createTokenAuth', () => {
  it('asks the host for a token once and sends it as a Bearer token', async () => {
    const getToken = vi.fn(async () => 'tok-1');
    const { fetch, seen } = backend(() => 'tok-1');
    const auth = createTokenAuth({ getToken, fetch });
    expect((await auth.fetch('/events', { headers: { accept: 'application/json' } })).status).toBe(200);
    expect((await auth.fetch('/events', {})).status).toBe(200);
    expect(seen).toEqual(['Bearer tok-1', 'Bearer tok-1']);
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(getToken).toHaveBeenCalledWith({ refresh: false });
  });

  it('asks again once after a 401 and retries once with the new token', async () => {
    const tokens = ['old', 'new'];
    const getToken = vi.fn(async () => tokens.shift() ?? null);
    const { fetch, seen } = backend(() => 'new');
    const auth = createTokenAuth({ getToken, fetch });
    expect((await auth.fetch('/events', {})).status).toBe(200);
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(getToken).toHaveBeenLastCalledWith({ refresh: true });
  });

  it('answers the 401 when the new token is refused too, without a third try', async () => {
    let n = 0;
    const { fetch, seen } = backend(() => 'never');
    const auth = createTokenAuth({ getToken: async () => `tok-${++n}`, fetch });
    expect((await auth.fetch('/events', {})).status).toBe(401);
    expect(seen).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const getToken = vi.fn(async ({ refresh }: { refresh: boolean }) => (refresh ? 'new' : 'old'));
    const { fetch } = backend(() => 'new');
    const auth = createTokenAuth({ getToken, fetch });
    const answers = await Promise.all([auth.fetch('/a', {}), auth.fetch('/b', {}), auth.fetch('/c', {})]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(getToken.mock.calls.filter(([p]) => p.refresh)).toHaveLength(1);
  });

  it('sends the scheme the host asks for', async () => {
    const seen: (string | null)[] = [];
    const auth = createTokenAuth({
      getToken: () => 'key-1',
      scheme: 'ApiKey',
      fetch: async (_input, init) => (seen.push(new Headers(init.headers).get('authorization')), new Response('{}')),
    });
    await auth.fetch('/events', {});
    expect(seen).toEqual(['ApiKey key-1']);
  });

  it('is an AuthProvider whose sign-in flows are not offered, with a session for who acts', async () => {
    const auth = createTokenAuth({ getToken: async () => 'tok', user: { id: 'partner-42', name: 'Harbour Hall' } });
    expect(await auth.signIn({ username: 'a', password: 'b' })).toEqual({ kind: 'failed', message: TOKEN_AUTH_NO_SIGN_IN });
    expect(await auth.forgotPassword({ username: 'a' })).toEqual({ ok: false, message: TOKEN_AUTH_NO_SIGN_IN });
    expect(await auth.getSession()).toMatchObject({ idToken: 'tok', producerID: 'partner-42', username: 'Harbour Hall', role: 1 });
    expect(await auth.getIdToken()).toBe('tok');
  });

  it('tells subscribers about a new token and about signing out, after which there is no session', async () => {
    const auth = createTokenAuth({ getToken: async () => 'tok' });
    const listener = vi.fn();
    auth.subscribe(listener);
    await auth.refresh();
    await auth.signOut();
    expect(listener.mock.calls.map(([session]) => session?.idToken ?? null)).toEqual(['tok', null]);
    expect(await auth.getSession()).toBeNull();
  });
});
