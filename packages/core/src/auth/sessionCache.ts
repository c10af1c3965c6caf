import type { AuthSession } from '../auth';

/** Tokens older than this are refreshed before use (docs/reference/portal.md §4, §9). @example vi.advanceTimersByTime(TOKEN_REFRESH_THROTTLE_MS) */
export const TOKEN_REFRESH_THROTTLE_MS = 60_000;

/** What a refresh attempt came back with. */
export type RefreshOutcome =
  | { kind: 'session'; session: AuthSession }
  /** The identity service refused: the session is over. */
  | { kind: 'rejected' }
  /** The service could not be reached: keep the session, use the token while it is valid. */
  | { kind: 'unavailable' };

/** The in-memory session shared by the auth providers: throttled, shared refreshes and listeners. */
export interface SessionCache {
  current(): AuthSession | null;
  /** A fresh session from sign-in: counts as a refresh. */
  start(session: AuthSession): void;
  /** Forget the session (sign-out). */
  end(): void;
  /** Mark the cached token as expired (without telling anyone): the next use must refresh. */
  expire(): void;
  /** Refresh now; concurrent callers share one attempt. */
  refresh(): Promise<string | null>;
  /** The token, refreshed first when the last refresh is 60 s old or the token has expired. */
  getIdToken(): Promise<string | null>;
  /** The session, refreshed first when asked to or when its token has expired. */
  getSession(refresh: boolean): Promise<AuthSession | null>;
  subscribe(listener: (session: AuthSession | null) => void): () => void;
}

/**
 * @param now epoch ms of the clock (injected so tests control it)
 * @param attempt one call to the identity service's refresh
 */
export function createSessionCache(now: () => number, attempt: () => Promise<RefreshOutcome>): SessionCache {
  let session: AuthSession | null = null;
  let refreshedAt = 0;
  // Sign-in and sign-out bump the epoch so a refresh that was in flight cannot undo them.
  let epoch = 0;
  let inflight: Promise<string | null> | undefined;
  const listeners = new Set<(session: AuthSession | null) => void>();

  const notify = () => {
    for (const listener of [...listeners]) listener(session);
  };
  const isExpired = (s: AuthSession) => now() >= s.expiresAt;

  const settle = (outcome: RefreshOutcome): string | null => {
    switch (outcome.kind) {
      case 'session':
        session = outcome.session;
        refreshedAt = now();
        notify();
        return session.idToken;
      case 'rejected':
        if (session !== null) {
          session = null;
          notify();
        }
        return null;
      case 'unavailable':
        return session && !isExpired(session) ? session.idToken : null;
    }
  };

  const refresh = (): Promise<string | null> => {
    if (inflight) return inflight;
    const startedIn = epoch;
    const run = attempt()
      .catch((): RefreshOutcome => ({ kind: 'unavailable' }))
      .then((outcome) => (startedIn === epoch ? settle(outcome) : (session?.idToken ?? null)))
      .finally(() => {
        if (inflight === run) inflight = undefined;
      });
    inflight = run;
    return run;
  };

  return {
    current: () => session,
    start(next) {
      epoch += 1;
      inflight = undefined;
      session = next;
      refreshedAt = now();
      notify();
    },
    end() {
      epoch += 1;
      inflight = undefined;
      if (session === null) return;
      session = null;
      notify();
    },
    expire() {
      if (session) session = { ...session, expiresAt: now() };
    },
    refresh,
    async getIdToken() {
      if (inflight) return inflight;
      if (session === null) return null;
      if (isExpired(session) || now() - refreshedAt >= TOKEN_REFRESH_THROTTLE_MS) return refresh();
      return session.idToken;
    },
    async getSession(force) {
      if (inflight) await inflight;
      else if (force || (session !== null && isExpired(session))) await refresh();
      return session;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
