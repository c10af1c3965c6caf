import { useAlert, useAuth, useNavigate, useTexts, type AuthProvider } from '@greenroom/core';
import { useEffect, useRef } from 'react';
import { authTextTable } from '../texts';
import { isDeliberateSignOut } from './deliberateSignOut';

/** How often the session is re-read and the token refreshed (docs/reference/portal.md §9): 10 minutes. @example useSessionKeeper({ intervalMs: SESSION_CHECK_INTERVAL_MS }) */
export const SESSION_CHECK_INTERVAL_MS = 600_000;

export interface SessionKeeperOptions {
  /** Overrides the provider's identity adapter. */
  auth?: AuthProvider;
  /** Called once when the session is found gone, after the alert and before going to /. */
  onExpired?: () => void;
  /** Re-check period in ms. Default 600000 (10 minutes). */
  intervalMs?: number;
}

/**
 * Keeps the session alive while mounted: every 10 minutes it re-reads the session with a token
 * refresh; if the session is gone it alerts 'Your session has expired. Please sign in again.',
 * signs out and goes to /. It also watches the adapter, so a refresh that failed elsewhere (the
 * throttled refresh before API calls) gets the same alert once. Sign-outs made through
 * `signOutDeliberately` are not reported.
 *
 * @example
 * function SignedInArea() {
 *   useSessionKeeper({ onExpired: () => queryClient.clear() });
 *   return <Routes />;
 * }
 */
export function useSessionKeeper({ auth: authOverride, onExpired, intervalMs = SESSION_CHECK_INTERVAL_MS }: SessionKeeperOptions = {}): void {
  const auth = useAuth(authOverride);
  const navigate = useNavigate();
  const alert = useAlert();
  const texts = useTexts(authTextTable);
  const latest = useRef({ navigate, alert, onExpired, texts });
  latest.current = { navigate, alert, onExpired, texts };

  useEffect(() => {
    let active = true;
    // Whether a session has been seen, and whether its loss has already been reported.
    let hadSession = false;
    let reported = false;

    // One report per lost session: alert, sign out (clears what the adapter still holds), go to /.
    const expire = async () => {
      if (reported) return;
      reported = true;
      hadSession = false;
      latest.current.alert(latest.current.texts.sessionExpired);
      latest.current.onExpired?.();
      await auth.signOut().catch(() => undefined);
      if (active) latest.current.navigate('/');
    };

    const unsubscribe = auth.subscribe((session) => {
      if (session) {
        hadSession = true;
        reported = false;
      } else if (hadSession && !isDeliberateSignOut(auth)) {
        void expire();
      } else {
        hadSession = false;
      }
    });

    void auth
      .getSession()
      .catch(() => null)
      .then((session) => {
        if (session) hadSession = true;
      });

    const timer = setInterval(() => {
      void auth
        .getSession({ refresh: true })
        .catch(() => null)
        .then((session) => {
          if (!active) return;
          if (session) hadSession = true;
          else if (hadSession) void expire();
        });
    }, intervalMs);

    return () => {
      active = false;
      clearInterval(timer);
      unsubscribe();
    };
  }, [auth, intervalMs]);
}
