import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAuth, createServerAuth } from '@greenroom/core';
import { hasSessionHint, rememberSession } from './sessionHint';
import { useSession } from './useSession';

beforeEach(() => rememberSession(false));

/** The session index.html's start-early script would read from the token cookie, or null. */
function storedSession(): unknown {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith('greenroom.session='));
  return entry ? JSON.parse(decodeURIComponent(entry.slice('greenroom.session='.length))) : null;
}

describe('useSession', () => {
  it('makes no refresh request for a visitor who never signed in here (no 401 in the console)', async () => {
    const fetch = vi.fn(async () => new Response('{"message":"No session."}', { status: 401 }));
    const auth = createServerAuth({ baseUrl: '/api', fetch });
    const { result } = renderHook(() => useSession(auth));
    await waitFor(() => expect(result.current.session).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('restores the session from the refresh cookie when this browser had one', async () => {
    rememberSession(true);
    const session = { idToken: 't', producerID: 'p1', username: 'ada', role: 1, expiresAt: Date.now() + 3_600_000 };
    const fetch = vi.fn(async () => new Response(JSON.stringify({ session }), { status: 200 }));
    const auth = createServerAuth({ baseUrl: '/api', fetch });
    const { result } = renderHook(() => useSession(auth));
    await waitFor(() => expect(result.current.session).toEqual(session));
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/auth/refresh', expect.objectContaining({ method: 'POST' }));
    // Its token is kept for the next load's first calls.
    expect(storedSession()).toEqual({ idToken: 't', producerID: 'p1', expiresAt: session.expiresAt });
  });

  it('forgets the hint when the refresh is refused, so the next load asks nothing', async () => {
    rememberSession(true);
    const fetch = vi.fn(async () => new Response('{}', { status: 401 }));
    const auth = createServerAuth({ baseUrl: '/api', fetch });
    const { result } = renderHook(() => useSession(auth));
    await waitFor(() => expect(result.current.session).toBeNull());
    expect(hasSessionHint()).toBe(false);
  });

  it('sets the hint on sign-in and clears it on sign-out', async () => {
    const auth = createMemoryAuth();
    const { result } = renderHook(() => useSession(auth));
    await waitFor(() => expect(result.current.session).toBeNull());
    await act(() => auth.signIn({ username: 'producer', password: 'Password1' }));
    expect(result.current.session?.username).toBe('producer');
    expect(hasSessionHint()).toBe(true);
    expect(storedSession()).toMatchObject({ producerID: result.current.session?.producerID });
    await act(() => auth.signOut());
    expect(result.current.session).toBeNull();
    expect(hasSessionHint()).toBe(false);
    expect(storedSession()).toBeNull();
  });

  it('reports a failed restore (the identity provider throws) as signed out with authFailed', async () => {
    const auth = { ...createMemoryAuth(), getSession: () => Promise.reject(new Error('pool down')) };
    const { result } = renderHook(() => useSession(auth));
    await waitFor(() => expect(result.current).toEqual({ session: null, authFailed: true }));
  });

  it('starts with the session the sign-in entry signed in with: no restore, the hint set, sign-out still seen', async () => {
    const auth = createMemoryAuth();
    const signedIn = await auth.signIn({ username: 'producer', password: 'Password1' });
    if (signedIn.kind !== 'signedIn') throw new Error('the memory sign-in failed');
    const getSession = vi.spyOn(auth, 'getSession');
    const { result } = renderHook(() => useSession(auth, signedIn.session));
    expect(result.current.session).toBe(signedIn.session);
    expect(getSession).not.toHaveBeenCalled();
    expect(hasSessionHint()).toBe(true);
    await act(() => auth.signOut());
    expect(result.current.session).toBeNull();
  });
});
