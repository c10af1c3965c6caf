import { createMemoryAuth, type MemoryAuth } from '@greenroom/core';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { signOutDeliberately } from './deliberateSignOut';
import { Basic } from './SessionKeeper.stories';
import { useSessionKeeper } from './useSessionKeeper';

const EXPIRED = 'Your session has expired. Please sign in again.';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T15:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function keep(auth: MemoryAuth, onExpired = vi.fn()) {
  const navigate = vi.fn();
  const alert = vi.fn();
  const signOut = vi.spyOn(auth, 'signOut');
  const getSession = vi.spyOn(auth, 'getSession');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthPortalFixture auth={auth} navigate={navigate} alert={alert}>
      {children}
    </AuthPortalFixture>
  );
  const hook = renderHook(() => useSessionKeeper({ onExpired }), { wrapper });
  const refreshes = () => getSession.mock.calls.filter(([options]) => options?.refresh === true).length;
  return { navigate, alert, signOut, refreshes, onExpired, hook };
}

describe('useSessionKeeper / SessionKeeper', () => {
  it('re-reads the session with a refresh every 600000 ms, not before', async () => {
    const { refreshes, alert, navigate } = keep(createMemoryAuth({ signedInAs: 'admin' }));
    await advance(599_999);
    expect(refreshes()).toBe(0);
    await advance(1);
    expect(refreshes()).toBe(1);
    await advance(600_000);
    expect(refreshes()).toBe(2);
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('when the session is gone at a check: alerts once, signs out and goes to /', async () => {
    const auth = createMemoryAuth({ signedInAs: 'admin' });
    const { alert, signOut, navigate, onExpired } = keep(auth);
    await advance(1000);
    auth.expireSession();
    await advance(599_000);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(EXPIRED);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');

    await advance(600_000);
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('reports a refresh that failed elsewhere (before an API call) once, without waiting for the check', async () => {
    const auth = createMemoryAuth({ signedInAs: 'admin' });
    const { alert, navigate, signOut } = keep(auth);
    await advance(0);
    auth.expireSession();
    await act(async () => {
      expect(await auth.getIdToken()).toBeNull();
    });
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(EXPIRED);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');

    await advance(600_000);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('reports again after the user signed in anew and lost that session too', async () => {
    const auth = createMemoryAuth({ signedInAs: 'admin' });
    const { alert } = keep(auth);
    await advance(0);
    auth.expireSession();
    await act(async () => void (await auth.getIdToken()));
    await act(async () => void (await auth.signIn({ username: 'admin', password: 'Password1' })));
    auth.expireSession();
    await act(async () => void (await auth.getIdToken()));
    expect(alert).toHaveBeenCalledTimes(2);
  });

  it('stays quiet on a sign-out the user asked for', async () => {
    const auth = createMemoryAuth({ signedInAs: 'admin' });
    const { alert, navigate } = keep(auth);
    await advance(0);
    await act(() => signOutDeliberately(auth));
    await advance(600_000);
    expect(await auth.getSession()).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops checking once unmounted', async () => {
    const auth = createMemoryAuth({ signedInAs: 'admin' });
    const { refreshes, hook, alert } = keep(auth);
    hook.unmount();
    auth.expireSession();
    await advance(1_200_000);
    expect(refreshes()).toBe(0);
    expect(alert).not.toHaveBeenCalled();
  });

  it('the component renders its children and keeps the session', async () => {
    const auth = createMemoryAuth({ signedInAs: 'admin' });
    const alert = vi.fn();
    render(<Basic auth={auth} alert={alert} />);
    expect(screen.getByText('Signed in. The session is re-read every 10 minutes.')).toBeInTheDocument();
    auth.expireSession();
    await advance(600_000);
    expect(alert).toHaveBeenCalledWith(EXPIRED);
  });
});
