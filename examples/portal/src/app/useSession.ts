import { useEffect, useState } from 'react';
import type { AuthProvider, AuthSession } from '@greenroom/core';
import { hasSessionHint, rememberSession } from './sessionHint';

/**
 * The signed-in session: `undefined` while the stored session is being restored on first load,
 * `null` when signed out. The refresh cookie is only tried when this browser had a session.
 */
export function useSession(auth: AuthProvider): AuthSession | null | undefined {
  const [session, setSession] = useState<AuthSession | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    const unsubscribe = auth.subscribe((next) => {
      rememberSession(next !== null);
      if (alive) setSession(next);
    });
    const refresh = hasSessionHint();
    auth
      .getSession({ refresh })
      .then((restored) => {
        if (refresh) rememberSession(restored !== null);
        if (alive) setSession(restored);
      })
      .catch(() => alive && setSession(null));
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [auth]);
  return session;
}
