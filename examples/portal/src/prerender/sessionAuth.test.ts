import { describe, expect, it } from 'vitest';
import { sessionAuth } from './sessionAuth';

const session = { idToken: 'token-1', producerID: 'p1', username: 'ada', role: 0, expiresAt: 2_000 };

describe('the identity adapter of a server render', () => {
  it('answers the verified session and its token, refreshing nothing', async () => {
    const auth = sessionAuth(session);
    await expect(auth.getSession()).resolves.toBe(session);
    await expect(auth.getSession({ refresh: true })).resolves.toBe(session);
    await expect(auth.getIdToken()).resolves.toBe('token-1');
    await expect(auth.refresh()).resolves.toBe('token-1');
    const unsubscribe = auth.subscribe(() => undefined);
    expect(unsubscribe()).toBeUndefined();
  });

  it('refuses to sign in, out or reset a password: the browser does that, after hydration', async () => {
    const auth = sessionAuth(session);
    const refusal = /does not sign in or out/;
    await expect(auth.signIn({ username: 'ada', password: 'x' })).rejects.toThrow(refusal);
    await expect(auth.signOut()).rejects.toThrow(refusal);
    await expect(auth.forgotPassword({ username: 'ada' })).rejects.toThrow(refusal);
    await expect(auth.confirmPassword({ username: 'ada', code: '1', password: 'x' })).rejects.toThrow(refusal);
    await expect(auth.completeNewPassword({ challenge: { session: 's', username: 'ada' }, firstName: 'A', lastName: 'L', password: 'x' })).rejects.toThrow(refusal);
  });
});
