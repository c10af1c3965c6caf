import { createTokenAuth, type TokenAuth } from '@greenroom/core';

/**
 * The partner's auth: Greenroom's token auth, sending the key its own server handed the page as
 * `Authorization: ApiKey …` (its backend's scheme), asking again once after a 401.
 * @example const auth = createPartnerAuth({ getKey: async () => 'demo-partner-key' });
 */
export function createPartnerAuth({ getKey }: { getKey: () => Promise<string | null> | string | null }): TokenAuth {
  return createTokenAuth({ getToken: getKey, scheme: 'ApiKey', user: { id: 'harbour-hall', name: 'Harbour Hall' } });
}
