import type { AuthActionResult, AuthProvider, AuthSession, SignInResult } from '../auth';
import { AUTH_MESSAGES } from '../rules/authMessages';
import { createSessionCache, type RefreshOutcome } from './sessionCache';

/** The part of `fetch` the provider uses; pass a fake in tests. @example const fetch: AuthFetch = async () => new Response('{}'); */
export type AuthFetch = (input: string, init: RequestInit) => Promise<Response>;

/** Options of createServerAuth. @example const options: ServerAuthOptions = { baseUrl: '/api', now: () => clock.now() }; */
export interface ServerAuthOptions {
  /** Where the API lives, e.g. '/api' (the user pool is under `${baseUrl}/auth`). */
  baseUrl: string;
  /** Defaults to the global fetch (looked up at call time). */
  fetch?: AuthFetch;
  /** The clock; defaults to the real one (fake timers move it too). */
  now?: () => Date | number;
}

/** Texts used when the server gives no message (docs/reference/portal.md §8 where it has one). */
const fallback = {
  signIn: AUTH_MESSAGES.notAuthorized,
  unreachable: 'Unable to reach the server. Please check your connection and try again.',
  forgot: 'An error occurred sending your verification code. Please try again.',
  confirm: AUTH_MESSAGES.codeMismatch,
};

interface Answer {
  status: number;
  body: unknown;
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function text(body: unknown, name: string): string | undefined {
  const value = field(body, name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function isSession(value: unknown): value is AuthSession {
  return (
    typeof field(value, 'idToken') === 'string' &&
    typeof field(value, 'producerID') === 'string' &&
    typeof field(value, 'role') === 'number' &&
    typeof field(value, 'expiresAt') === 'number'
  );
}

/**
 * The AuthProvider of the reference server's user pool (/api/auth/*). The id token is kept in
 * memory only; the refresh token travels in the HttpOnly cookie (every call uses credentials:
 * 'include'). `getIdToken()` refreshes when the last refresh is 60 s old or the token has
 * expired; concurrent callers share one refresh; a refused refresh clears the session, notifies
 * subscribers and resolves null. Expected outcomes are values: a failed sign-in resolves
 * `{ kind: 'failed', message }` with the server's message.
 * @example
 * const auth = createServerAuth({ baseUrl: '/api' });
 * const session = await auth.getSession({ refresh: true }); // restores a session from the cookie
 * const result = await auth.signIn({ username: 'admin', password: 'Password1' });
 */
export function createServerAuth(options: ServerAuthOptions): AuthProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch: AuthFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = () => {
    const value = options.now ? options.now() : Date.now();
    return typeof value === 'number' ? value : value.getTime();
  };

  /** POSTs to the user pool; null when the server cannot be reached. */
  const post = async (path: string, body?: object): Promise<Answer | null> => {
    try {
      const response = await doFetch(`${base}/auth/${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: body ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      const raw = await response.text();
      let parsed: unknown;
      try {
        parsed = raw === '' ? undefined : (JSON.parse(raw) as unknown);
      } catch {
        parsed = undefined;
      }
      return { status: response.status, body: parsed };
    } catch {
      return null;
    }
  };

  const cache = createSessionCache(now, async (): Promise<RefreshOutcome> => {
    const answer = await post('refresh');
    if (answer === null || answer.status >= 500 || answer.status === 429) return { kind: 'unavailable' };
    const session = field(answer.body, 'session');
    if (answer.status === 200 && isSession(session)) return { kind: 'session', session };
    return { kind: 'rejected' };
  });

  /** Maps a sign-in or challenge answer to a SignInResult, starting the session on success. */
  const toSignInResult = (answer: Answer | null): SignInResult => {
    if (answer === null) return { kind: 'failed', message: fallback.unreachable };
    const kind = field(answer.body, 'kind');
    const session = field(answer.body, 'session');
    if (answer.status === 200 && kind === 'signedIn' && isSession(session)) {
      cache.start(session);
      return { kind: 'signedIn', session };
    }
    const challenge = field(answer.body, 'challenge');
    if (answer.status === 200 && kind === 'newPasswordRequired' && text(challenge, 'session') && text(challenge, 'username')) {
      return {
        kind: 'newPasswordRequired',
        challenge: { session: text(challenge, 'session') as string, username: text(challenge, 'username') as string },
      };
    }
    return { kind: 'failed', message: text(answer.body, 'message') ?? fallback.signIn };
  };

  /** Maps a forgot/confirm answer to an AuthActionResult. */
  const toActionResult = (answer: Answer | null, failure: string): AuthActionResult => {
    if (answer === null) return { ok: false, message: fallback.unreachable };
    if (answer.status >= 200 && answer.status < 300) return { ok: true };
    const code = text(answer.body, 'code');
    return { ok: false, message: text(answer.body, 'message') ?? failure, ...(code ? { code } : {}) };
  };

  let signingOut: Promise<void> | undefined;

  return {
    signIn: async ({ username, password }) => toSignInResult(await post('sign-in', { username, password })),
    completeNewPassword: async ({ challenge, firstName, lastName, password }) =>
      toSignInResult(await post('complete-new-password', { session: challenge.session, firstName, lastName, password })),
    forgotPassword: async ({ username }) => toActionResult(await post('forgot-password', { username }), fallback.forgot),
    confirmPassword: async ({ username, code, password }) =>
      toActionResult(await post('confirm-password', { username, code, password }), fallback.confirm),
    getSession: (p = {}) => cache.getSession(p.refresh === true),
    getIdToken: () => cache.getIdToken(),
    refresh: () => cache.refresh(),
    signOut: () => {
      // Forget the token at once; the server revokes the refresh token and clears the cookie.
      cache.end();
      signingOut ??= post('sign-out').then(() => {
        signingOut = undefined;
      });
      return signingOut;
    },
    subscribe: (listener) => cache.subscribe(listener),
  };
}
