import type { AuthProvider, AuthSession } from '../auth';
import type { FetchFunction } from '../http/createHttpApi';

/** Who acts in an embed signed in by token (shown nowhere, carried in the session). @example { id: 'partner-42', name: 'Harbour Hall' } */
export interface TokenAuthUser {
  id: string;
  name: string;
  /** Greenroom role (0 super admin, 1 producer). Default 1. */
  role?: number;
}

/** Options of createTokenAuth. @example { getToken: () => fetch('/my/token').then((r) => r.text()) } */
export interface TokenAuthOptions {
  /**
   * Answers a token from the host (its own server's short-lived key or JWT). Called on first use
   * and again, with `refresh: true`, after a 401; null means there is no session.
   */
  getToken: (p: { refresh: boolean }) => Promise<string | null> | string | null;
  /** The Authorization scheme the token is sent with. Default 'Bearer'. */
  scheme?: string;
  /** Who acts. Default `{ id: 'embed', name: 'Embed' }`. */
  user?: TokenAuthUser;
  /** The fetch the `fetch` helper calls. Default the page's fetch. */
  fetch?: FetchFunction;
}

/** An AuthProvider for embeds, plus a fetch that carries its token. @example const answer = await auth.fetch('/partner/v1/events', {}); */
export interface TokenAuth extends AuthProvider {
  /** fetch with `Authorization: <scheme> <token>`; on a 401 it asks getToken again once and retries once. */
  fetch: FetchFunction;
}

/** What every sign-in flow of a token auth answers: it has none. */
export const TOKEN_AUTH_NO_SIGN_IN = 'Sign-in is not offered here: this page authenticates with a token from its host.';

/**
 * A token-only AuthProvider for embedded panels: no sign-in, new-password or forgot-password
 * flows (they answer "not offered"), a token asked from the host on first use and asked again
 * once after a 401 (`refresh`), concurrent refreshes shared. Use it with `createHttpApi` (which
 * sends `Authorization: Bearer <token>`), or call your own backend through its `fetch`.
 * @example
 * const auth = createTokenAuth({ getToken: async () => (await fetch('/session/greenroom-token')).text() });
 * const api = createHttpApi({ baseUrl: 'https://api.example.com', auth });
 */
export function createTokenAuth({ getToken, scheme = 'Bearer', user = { id: 'embed', name: 'Embed' }, fetch: send }: TokenAuthOptions): TokenAuth {
  let token: string | null | undefined;
  let pending: Promise<string | null> | undefined;
  const listeners = new Set<(session: AuthSession | null) => void>();

  const sessionOf = (idToken: string | null): AuthSession | null =>
    idToken === null ? null : { idToken, producerID: user.id, username: user.name, role: user.role ?? 1, expiresAt: Number.MAX_SAFE_INTEGER };

  const ask = (refresh: boolean): Promise<string | null> => {
    pending ??= Promise.resolve()
      .then(() => getToken({ refresh }))
      .then((answer) => {
        token = answer;
        listeners.forEach((listener) => listener(sessionOf(answer)));
        return answer;
      })
      .finally(() => (pending = undefined));
    return pending;
  };
  const current = () => (token === undefined ? ask(false) : (pending ?? Promise.resolve(token)));
  const notOffered = async () => ({ kind: 'failed', message: TOKEN_AUTH_NO_SIGN_IN }) as const;
  const noAction = async () => ({ ok: false, message: TOKEN_AUTH_NO_SIGN_IN }) as const;

  const withToken = (init: RequestInit, value: string | null): RequestInit => {
    const headers = new Headers(init.headers);
    if (value !== null) headers.set('authorization', `${scheme} ${value}`);
    return { ...init, headers };
  };

  return {
    signIn: notOffered,
    completeNewPassword: notOffered,
    forgotPassword: noAction,
    confirmPassword: noAction,
    getSession: async ({ refresh = false } = {}) => sessionOf(await (refresh ? ask(true) : current())),
    getIdToken: current,
    refresh: () => ask(true),
    signOut: async () => {
      token = null;
      listeners.forEach((listener) => listener(null));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fetch: async (input, init) => {
      const call = send ?? ((url: string, options: RequestInit) => globalThis.fetch(url, options));
      const used = await current();
      const answer = await call(input, withToken(init, used));
      if (answer.status !== 401) return answer;
      // A refresh another call started (or finished) since this one was sent is shared, not repeated.
      const fresh = pending ? await pending : token !== used ? (token ?? null) : await ask(true);
      return fresh === null ? answer : call(input, withToken(init, fresh));
    },
  };
}
