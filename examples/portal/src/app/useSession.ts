import { useEffect, useState } from 'react';
import type { AuthProvider, AuthSession } from '@greenroom/core';

/**
 * The signed-in session: `undefined` while the stored session is being restored on first load,
 * `null` when signed out.
 */
export function useSession(auth: AuthProvider): AuthSession | null | undefined {
  const [session, setSession] = useState<AuthSession | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    const unsubscribe = auth.subscribe((next) => alive && setSession(next));
    auth
      .getSession({ refresh: true })
      .then((restored) => alive && setSession(restored))
      .catch(() => alive && setSession(null));
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [auth]);
  return session;
}
