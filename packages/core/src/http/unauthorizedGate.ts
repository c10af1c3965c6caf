import type { AuthProvider } from '../auth';

interface Round {
  /** The token the server refused. */
  staleToken: string;
  /** The refreshed token, or null when the session is gone. */
  fresh: Promise<string | null>;
  /** `fresh` once settled. */
  freshToken?: string | null;
  signedOut?: Promise<void>;
}

/**
 * The 401 rule of createHttpApi: requests refused with the same token share ONE `auth.refresh()`,
 * and a round signs out at most once however many of its requests fail again.
 */
export interface UnauthorizedGate {
  /** The token to retry with after `staleToken` was refused (null: give up). */
  refreshAfter(staleToken: string): Promise<string | null>;
  /** Sign out after `token` (a refused token or the refreshed one) failed; once per round. */
  signOutAfter(token: string | null): Promise<void>;
}

export function createUnauthorizedGate(auth: Pick<AuthProvider, 'refresh' | 'signOut'>): UnauthorizedGate {
  let round: Round | undefined;

  const refreshAfter = (staleToken: string): Promise<string | null> => {
    // A 401 for a token that a round already replaced (a request in flight during it) reuses that round.
    if (round && round.staleToken === staleToken) return round.fresh;
    const current: Round = { staleToken, fresh: Promise.resolve(null) };
    current.fresh = auth.refresh().then(
      (token) => (current.freshToken = token),
      () => (current.freshToken = null),
    );
    round = current;
    return current.fresh;
  };

  const signOut = (): Promise<void> => auth.signOut().catch(() => undefined);

  const signOutAfter = (token: string | null): Promise<void> => {
    if (!round || (round.staleToken !== token && round.freshToken !== token)) return signOut();
    round.signedOut ??= signOut();
    return round.signedOut;
  };

  return { refreshAfter, signOutAfter };
}
