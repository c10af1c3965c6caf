import { createServerAuth, type AuthProvider } from '@greenroom/core';
import { withBootRefresh } from './bootRequests';

/**
 * The reference server's user pool on the same origin: createServerAuth whose first refresh (restoring the
 * session on load) may already be on its way from index.html. Its own file, so that the sign-in entry
 * creates it without the query client and the API adapter (issue 31).
 * @example const auth = createPortalAuth('/api');
 */
export function createPortalAuth(baseUrl: string): AuthProvider {
  return createServerAuth({ baseUrl, fetch: withBootRefresh(`${baseUrl.replace(/\/+$/, '')}/auth/refresh`) });
}
