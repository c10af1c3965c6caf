import { createMemoryAuth, MEMORY_AUTH_VERIFICATION_CODE } from './createMemoryAuth';

const T0 = Date.parse('2026-11-21T15:00:00Z');

function clock() {
  let time = T0;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createMemoryAuth', () => {
  it('signs in the default super-admin and producer', async () => {
    const auth = createMemoryAuth({ now: () => T0 });
    const admin = await auth.signIn({ username: 'admin', password: 'Password1' });
    expect(admin).toMatchObject({ kind: 'signedIn', session: { producerID: 'producer-admin', username: 'admin', role: 0, expiresAt: T0 + 3_600_000 } });
    const producer = await auth.signIn({ username: 'producer', password: 'Password1' });
    expect(producer).toMatchObject({ kind: 'signedIn', session: { producerID: 'producer-1', role: 1 } });
    await expect(auth.getSession()).resolves.toMatchObject({ username: 'producer' });
  });

  it.each([
    ['a wrong password', 'admin', 'Password2'],
    ['an unknown user', 'nobody', 'Password1'],
  ])('fails the same way for %s', async (_label, username, password) => {
    const auth = createMemoryAuth();
    await expect(auth.signIn({ username, password })).resolves.toEqual({ kind: 'failed', message: 'Incorrect username or password.' });
    await expect(auth.getIdToken()).resolves.toBeNull();
  });

  it('asks a user with a temporary password for a new one, once', async () => {
    const auth = createMemoryAuth({ users: [{ username: 'new', password: 'Temp1234', producerID: 'p9', role: 1, temporary: true }] });
    const first = await auth.signIn({ username: 'new', password: 'Temp1234' });
    if (first.kind !== 'newPasswordRequired') throw new Error(`expected a challenge, got ${first.kind}`);
    expect(first.challenge.username).toBe('new');

    const weak = await auth.completeNewPassword({ challenge: first.challenge, firstName: 'N', lastName: 'U', password: 'weakpass' });
    expect(weak).toEqual({ kind: 'failed', message: 'Password must contain at least 1 uppercase letter' });

    const done = await auth.completeNewPassword({ challenge: first.challenge, firstName: 'N', lastName: 'U', password: 'Better123' });
    expect(done).toMatchObject({ kind: 'signedIn', session: { producerID: 'p9' } });

    const reused = await auth.completeNewPassword({ challenge: first.challenge, firstName: 'N', lastName: 'U', password: 'Better123' });
    expect(reused).toEqual({ kind: 'failed', message: 'Your session has expired. Please sign in again.' });
    await expect(auth.signIn({ username: 'new', password: 'Better123' })).resolves.toMatchObject({ kind: 'signedIn' });
  });

  it('resets a password with the fixed code 123456', async () => {
    const auth = createMemoryAuth();
    expect(auth.verificationCode).toBe(MEMORY_AUTH_VERIFICATION_CODE);
    await expect(auth.forgotPassword({ username: 'producer' })).resolves.toEqual({ ok: true });
    await expect(auth.confirmPassword({ username: 'producer', code: '000000', password: 'Changed123' })).resolves.toEqual({
      ok: false,
      code: 'CodeMismatch',
      message: 'An error occurred. Please ensure your verification code is correct.',
    });
    await expect(auth.confirmPassword({ username: 'producer', code: '123456', password: 'Changed123' })).resolves.toEqual({ ok: true });
    await expect(auth.signIn({ username: 'producer', password: 'Password1' })).resolves.toMatchObject({ kind: 'failed' });
    await expect(auth.signIn({ username: 'producer', password: 'Changed123' })).resolves.toMatchObject({ kind: 'signedIn' });
  });

  it('answers forgotPassword the same for an unknown user', async () => {
    const auth = createMemoryAuth();
    await expect(auth.forgotPassword({ username: 'nobody' })).resolves.toEqual({ ok: true });
  });

  it('locks the reset after five wrong codes', async () => {
    const auth = createMemoryAuth();
    await auth.forgotPassword({ username: 'admin' });
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await auth.confirmPassword({ username: 'admin', code: '999999', password: 'Changed123' }));
    expect(results.map((r) => (r.ok ? 'ok' : r.code))).toEqual(['CodeMismatch', 'CodeMismatch', 'CodeMismatch', 'CodeMismatch', 'LimitExceeded']);
    await expect(auth.confirmPassword({ username: 'admin', code: '123456', password: 'Changed123' })).resolves.toEqual({
      ok: false,
      code: 'LimitExceeded',
      message: 'Maximum verification attempts exceeded. Please wait a few minutes and try again.',
    });
  });

  it('refreshes the token at most once per 60 seconds and notifies subscribers', async () => {
    const time = clock();
    const auth = createMemoryAuth({ now: time.now, signedInAs: 'admin' });
    const listener = vi.fn();
    auth.subscribe(listener);
    const first = await auth.getIdToken();
    time.advance(59_000);
    await expect(auth.getIdToken()).resolves.toBe(first);
    expect(listener).not.toHaveBeenCalled();
    time.advance(1_000);
    const second = await auth.getIdToken();
    expect(second).not.toBe(first);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ idToken: second }));
  });

  it('expireSession makes the next getIdToken resolve null and tells subscribers', async () => {
    const auth = createMemoryAuth({ signedInAs: 'producer' });
    const listener = vi.fn();
    auth.subscribe(listener);
    await expect(auth.getIdToken()).resolves.toEqual(expect.any(String));
    auth.expireSession();
    await expect(auth.getIdToken()).resolves.toBeNull();
    expect(listener).toHaveBeenCalledWith(null);
    await expect(auth.getSession({ refresh: true })).resolves.toBeNull();
    await expect(auth.refresh()).resolves.toBeNull();
  });

  it('signs out', async () => {
    const auth = createMemoryAuth({ signedInAs: 'admin' });
    const listener = vi.fn();
    auth.subscribe(listener);
    await auth.signOut();
    expect(listener).toHaveBeenCalledWith(null);
    await expect(auth.getSession({ refresh: true })).resolves.toBeNull();
  });

  it('refuses to start signed in as an unknown user', () => {
    expect(() => createMemoryAuth({ signedInAs: 'ghost' })).toThrow('createMemoryAuth: no user "ghost" to sign in as');
  });
});
