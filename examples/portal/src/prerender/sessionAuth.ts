import type { AuthProvider, AuthSession } from '@greenroom/core';

const NOT_ON_THE_SERVER = 'A server-rendered page does not sign in or out; the browser does.';

/**
 * The identity adapter of a server render (ADR 0008): the session the server verified from the
 * page's cookie, read-only. The render only reads data with its token; signing in, out or
 * refreshing is the browser's, after hydration.
 * @example const services = createPortalServices('/api', sessionAuth(session), { fetch });
 */
export function sessionAuth(session: AuthSession): AuthProvider {
  const refused = () => Promise.reject(new Error(NOT_ON_THE_SERVER));
  return {
    signIn: refused,
    completeNewPassword: refused,
    forgotPassword: refused,
    confirmPassword: refused,
    signOut: refused,
    getSession: () => Promise.resolve(session),
    getIdToken: () => Promise.resolve(session.idToken),
    // A token the server verified a moment ago: nothing to refresh within one render.
    refresh: () => Promise.resolve(session.idToken),
    subscribe: () => () => undefined,
  };
}
