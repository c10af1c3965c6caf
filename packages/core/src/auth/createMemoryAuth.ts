import type { AuthActionResult, AuthProvider, AuthSession, SignInResult } from '../auth';
import { AUTH_MESSAGES } from '../rules/authMessages';
import { validatePassword } from '../validation/password';
import { createSessionCache } from './sessionCache';

/** A user of the in-memory identity service. @example { username: 'new', password: 'Temp1234', producerID: 'p9', role: 1, temporary: true } */
export interface MemoryAuthUser {
  username: string;
  password: string;
  producerID: string;
  role: number;
  email?: string;
  /** A temporary password: signing in asks for a new one first. */
  temporary?: boolean;
  firstName?: string;
  lastName?: string;
}

/** Options of createMemoryAuth. @example createMemoryAuth({ signedInAs: 'producer', now: () => fixedNow }) */
export interface MemoryAuthOptions {
  /** Default: 'admin'/'Password1' (role 0, producer-admin) and 'producer'/'Password1' (role 1, producer-1). */
  users?: MemoryAuthUser[];
  /** The clock; defaults to the real one (fake timers move it too). */
  now?: () => Date | number;
  /** Start signed in as this username (for stories of signed-in screens). */
  signedInAs?: string;
  /** Lifetime of an id token in ms (default one hour). */
  tokenLifetimeMs?: number;
}

/** The in-memory provider, plus controls for tests. @example const auth: MemoryAuth = createMemoryAuth(); auth.expireSession(); */
export interface MemoryAuth extends AuthProvider {
  /** End the session as the server would (refresh token revoked, id token expired): the next getIdToken/refresh resolves null and subscribers hear null. */
  expireSession(): void;
  /** The verification code forgotPassword "sends". */
  readonly verificationCode: string;
}

/** The verification code of createMemoryAuth. @example await auth.confirmPassword({ username, code: MEMORY_AUTH_VERIFICATION_CODE, password }) */
export const MEMORY_AUTH_VERIFICATION_CODE = '123456';

/** The default users of createMemoryAuth (ids match createDemoSeed's producers). @example createMemoryAuth({ users: [...defaultMemoryUsers(), extraUser] }) */
export function defaultMemoryUsers(): MemoryAuthUser[] {
  return [
    { username: 'admin', password: 'Password1', producerID: 'producer-admin', role: 0, email: 'admin@example.com' },
    { username: 'producer', password: 'Password1', producerID: 'producer-1', role: 1, email: 'producer@example.com' },
  ];
}

const MAX_CODE_ATTEMPTS = 5;

/**
 * An AuthProvider kept in memory, for stories and tests. It follows the server's rules: temporary
 * passwords lead to the new-password challenge, forgotPassword answers the same for unknown users,
 * confirmPassword accepts the fixed code '123456' (five wrong tries → LimitExceeded), new passwords
 * must meet the password rules, and tokens refresh at most once per 60 s.
 * @example
 * const auth = createMemoryAuth({ signedInAs: 'admin' });
 * await auth.getIdToken(); // 'memory.producer-admin.1'
 * auth.expireSession();
 * await auth.getIdToken(); // null, and subscribers are told
 */
export function createMemoryAuth(options: MemoryAuthOptions = {}): MemoryAuth {
  const users = (options.users ?? defaultMemoryUsers()).map((user) => ({ ...user }));
  const lifetime = options.tokenLifetimeMs ?? 3_600_000;
  const now = () => {
    const value = options.now ? options.now() : Date.now();
    return typeof value === 'number' ? value : value.getTime();
  };
  let tokenCount = 0;
  let revoked = false;
  let signedInUser: MemoryAuthUser | undefined;
  const challenges = new Map<string, MemoryAuthUser>();
  const resets = new Map<MemoryAuthUser, { attempts: number }>();

  const sessionFor = (user: MemoryAuthUser): AuthSession => {
    tokenCount += 1;
    return {
      idToken: `memory.${user.producerID}.${tokenCount}`,
      producerID: user.producerID,
      username: user.username,
      role: user.role,
      expiresAt: now() + lifetime,
    };
  };

  const cache = createSessionCache(now, async () =>
    signedInUser && !revoked ? { kind: 'session', session: sessionFor(signedInUser) } : { kind: 'rejected' },
  );

  const begin = (user: MemoryAuthUser): SignInResult => {
    signedInUser = user;
    revoked = false;
    const session = sessionFor(user);
    cache.start(session);
    return { kind: 'signedIn', session };
  };

  const find = (name: string) => {
    const wanted = name.trim().toLowerCase();
    return users.find((u) => u.username.toLowerCase() === wanted || u.email?.toLowerCase() === wanted);
  };

  if (options.signedInAs !== undefined) {
    const user = find(options.signedInAs);
    if (!user) throw new Error(`createMemoryAuth: no user "${options.signedInAs}" to sign in as`);
    begin(user);
  }

  return {
    verificationCode: MEMORY_AUTH_VERIFICATION_CODE,
    async signIn({ username, password }) {
      const user = users.find((u) => u.username === username.trim());
      if (!user || user.password !== password) return { kind: 'failed', message: AUTH_MESSAGES.notAuthorized };
      if (user.temporary) {
        const session = `challenge-${user.username}-${challenges.size + 1}`;
        challenges.set(session, user);
        return { kind: 'newPasswordRequired', challenge: { session, username: user.username } };
      }
      return begin(user);
    },
    async completeNewPassword({ challenge, firstName, lastName, password }) {
      const user = challenges.get(challenge.session);
      if (!user) return { kind: 'failed', message: AUTH_MESSAGES.sessionExpired };
      const problem = validatePassword(password);
      if (problem) return { kind: 'failed', message: problem };
      challenges.delete(challenge.session);
      Object.assign(user, { password, temporary: false, firstName: firstName.trim(), lastName: lastName.trim() });
      return begin(user);
    },
    async forgotPassword({ username }): Promise<AuthActionResult> {
      const user = find(username);
      if (user) resets.set(user, { attempts: 0 });
      return { ok: true };
    },
    async confirmPassword({ username, code, password }): Promise<AuthActionResult> {
      const user = find(username);
      const reset = user ? resets.get(user) : undefined;
      if (!user || !reset) return { ok: false, code: 'CodeMismatch', message: AUTH_MESSAGES.codeMismatch };
      if (reset.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, code: 'LimitExceeded', message: AUTH_MESSAGES.limitExceeded };
      if (code.trim() !== MEMORY_AUTH_VERIFICATION_CODE) {
        reset.attempts += 1;
        return reset.attempts >= MAX_CODE_ATTEMPTS
          ? { ok: false, code: 'LimitExceeded', message: AUTH_MESSAGES.limitExceeded }
          : { ok: false, code: 'CodeMismatch', message: AUTH_MESSAGES.codeMismatch };
      }
      const problem = validatePassword(password);
      if (problem) return { ok: false, code: 'InvalidPassword', message: problem };
      resets.delete(user);
      Object.assign(user, { password, temporary: false });
      return { ok: true };
    },
    getSession: (p = {}) => cache.getSession(p.refresh === true),
    getIdToken: () => cache.getIdToken(),
    refresh: () => cache.refresh(),
    async signOut() {
      signedInUser = undefined;
      cache.end();
    },
    subscribe: (listener) => cache.subscribe(listener),
    expireSession() {
      revoked = true;
      // Expire the cached token too, so the very next getIdToken has to refresh (and fails).
      cache.expire();
    },
  };
}
