import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryAuth, createServerAuth } from '@greenroom/core';
import { SESSION_HINT_KEY } from './sessionHint';
import { useSession } from './useSession';

beforeEach(() => window.localStorage.clear());

describe('useSession', () => {
  it('makes no refresh request for a visitor who never signed in here (no 401 in the console)', async () => {
    const fetch = vi.fn(async () => new Response('{"message":"No session."}', { status: 401 }));
    const auth = createServerAuth({ baseUrl: '/api', fetch });
    const { result } = renderHook(() => useSession(auth));
    await waitFor(() => expect(result.current.session).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('restores the session from the refresh cookie when this browser had one', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const session = { idToken: 't', producerID: 'p1', username: 'ada', role: 1, expiresAt: Date.now() + 3_600_000 };
    const fetch = vi.fn(async () => new Response(JSON.stringify({ session }), { status: 200 }));
    const auth = createServerAuth({ baseUrl: '/api', fetch });
    const { result } = renderHook(() => useSession(auth));
    await waitFor(() => expect(result.current.session).toEqual(session));
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/auth/refresh', expect.objectContaining({ method: 'POST' }));
  });

  it('forgets the hint when the refresh is refused, so the next load asks nothing', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const fetch = vi.fn(async () => new Response('{}', { status: 401 }));
    const auth = createServerAuth({ baseUrl: '/api', fetch });
    const { result } = renderHook(() => useSession(auth));
    await waitFor(() => expect(result.current.session).toBeNull());
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('sets the hint on sign-in and clears it on sign-out', async () => {
    const auth = createMemoryAuth();
    const { result } = renderHook(() => useSession(auth));
    await waitFor(() => expect(result.current.session).toBeNull());
    await act(() => auth.signIn({ username: 'producer', password: 'Password1' }));
    expect(result.current.session?.username).toBe('producer');
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    await act(() => auth.signOut());
    expect(result.current.session).toBeNull();
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('reports a failed restore (the identity provider throws) as signed out with authFailed', async () => {
    const auth = { ...createMemoryAuth(), getSession: () => Promise.reject(new Error('pool down')) };
    const { result } = renderHook(() => useSession(auth));
    await waitFor(() => expect(result.current).toEqual({ session: null, authFailed: true }));
  });
});
