/** A signed-in session as the client holds it. @example { idToken: 'eyJ…', producerID: 'u1', username: 'admin', role: 0, expiresAt: 1795273200000 } */
export interface AuthSession {
  idToken: string;
  producerID: string;
  username: string;
  role: number;
  /** Epoch ms at which the id token expires. */
  expiresAt: number;
}

/** The new-password challenge handed back by signIn. @example { session: 'opaque', username: 'ada' } */
export interface NewPasswordChallenge {
  session: string;
  username: string;
}

/** Outcome of signIn and completeNewPassword: expected outcomes are values, not exceptions. @example if (r.kind === 'failed') show(r.message) */
export type SignInResult =
  | { kind: 'signedIn'; session: AuthSession }
  | { kind: 'newPasswordRequired'; challenge: NewPasswordChallenge }
  | { kind: 'failed'; message: string };

/** Outcome of forgotPassword / confirmPassword. @example if (!r.ok) setError(r.message) */
export type AuthActionResult = { ok: true } | { ok: false; message: string; code?: string };

/**
 * The identity contract (docs/architecture.md#contracts). `getIdToken` refreshes when needed, at most once
 * per 60 s, and resolves null when there is no session any more.
 * @example
 * const result = await auth.signIn({ username, password });
 */
export interface AuthProvider {
  signIn(p: { username: string; password: string }): Promise<SignInResult>;
  completeNewPassword(p: {
    challenge: NewPasswordChallenge;
    firstName: string;
    lastName: string;
    password: string;
  }): Promise<SignInResult>;
  forgotPassword(p: { username: string }): Promise<AuthActionResult>;
  confirmPassword(p: { username: string; code: string; password: string }): Promise<AuthActionResult>;
  /** The current session, re-read from the identity service when `refresh` is set; null when signed out. */
  getSession(p?: { refresh?: boolean }): Promise<AuthSession | null>;
  getIdToken(): Promise<string | null>;
  /** Force a token refresh now (used once after a 401); resolves the new token or null. */
  refresh(): Promise<string | null>;
  signOut(): Promise<void>;
  /** Subscribe to session changes (sign-in, refresh, sign-out); returns the unsubscribe function. */
  subscribe(listener: (session: AuthSession | null) => void): () => void;
}
