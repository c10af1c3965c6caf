import type { AuthProvider, AuthSession } from '@greenroom/core';

const noSignIn = { kind: 'failed', message: 'This page signs in with an API key.' } as const;
const noPasswords = { ok: false, message: 'This page signs in with an API key.' } as const;

/**
 * An AuthProvider for a partner page: no sign-in screens, just an API key the partner's own
 * server handed to the page. The panels read the session (who acts) and the token (sent by the
 * adapter as `Authorization: ApiKey …`).
 * @example
 * const auth = createApiKeyAuth({ apiKey: 'demo-partner-key', accountID: 'partner-42', name: 'Harbour Hall' });
 */
export function createApiKeyAuth({ apiKey, accountID, name }: { apiKey: string; accountID: string; name: string }): AuthProvider {
  const session: AuthSession = { idToken: apiKey, producerID: accountID, username: name, role: 1, expiresAt: Number.MAX_SAFE_INTEGER };
  return {
    signIn: async () => noSignIn,
    completeNewPassword: async () => noSignIn,
    forgotPassword: async () => noPasswords,
    confirmPassword: async () => noPasswords,
    getSession: async () => session,
    getIdToken: async () => apiKey,
    refresh: async () => apiKey,
    signOut: async () => {},
    subscribe: () => () => {},
  };
}
