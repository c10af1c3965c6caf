import { useEffect, useState } from 'react';
import type { AuthProvider, AuthSession } from '@greenroom/core';
import { hasSessionHint, rememberSession } from './sessionHint';

/** The signed-in session, and whether restoring it failed. */
export interface SessionState {
  /** `undefined` while the stored session is being restored on first load, `null` when signed out. */
  session: AuthSession | null | undefined;
  /**
   * The identity provider threw while the session was restored (not "no session": an error): the
   * sign-in form then says 'Error in authentication' (docs/reference/portal.md §8). Cleared by the
   * next sign-in or sign-out.
   */
  authFailed: boolean;
}

/**
 * The signed-in session and whether restoring it failed. The refresh cookie is only tried when
 * this browser had a session; with `initial` (the session the sign-in entry just signed in with)
 * nothing is restored: that session shows at once.
 * @example const { session, authFailed } = useSession(services.auth);
 */
export function useSession(auth: AuthProvider, initial?: AuthSession): SessionState {
  const [state, setState] = useState<SessionState>({ session: initial, authFailed: false });
  // Read once: the restore below runs only when the app did not start signed in.
  const [startedWith] = useState(initial);
  useEffect(() => {
    let alive = true;
    const unsubscribe = auth.subscribe((next) => {
      rememberSession(next);
      if (alive) setState({ session: next, authFailed: false });
    });
    if (startedWith) rememberSession(startedWith);
    else {
      const refresh = hasSessionHint();
      auth
        .getSession({ refresh })
        .then((restored) => {
          if (refresh) rememberSession(restored);
          if (alive) setState({ session: restored, authFailed: false });
        })
        .catch(() => alive && setState({ session: null, authFailed: true }));
    }
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [auth, startedWith]);
  return state;
}
