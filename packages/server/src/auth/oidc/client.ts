// The relying party, over openid-client v6: discovery (once, again after a failure), the
// authorization address with PKCE (S256), state and nonce, and the code exchange with its checks.
import * as client from 'openid-client';
import { isLocalIssuer, type OidcConfig } from '../../platform/oidcConfig';
import type { PendingSignIn } from './stateCookie';
import type { SsoClaims } from './decide';

/** How long one call to the provider may take. */
const PROVIDER_TIMEOUT_S = 10;

/**
 * Where the provider sends the person back (the address to register with the provider).
 * @example oidcCallbackUrl('https://portal.example.org') // 'https://portal.example.org/api/auth/oidc/callback'
 */
export function oidcCallbackUrl(publicUrl: string): string {
  return `${publicUrl}/api/auth/oidc/callback`;
}

/** The provider as the routes use it. */
export interface OidcClient {
  /** A fresh pending sign-in and the provider's address to send the person to. */
  begin(): Promise<{ url: string; pending: PendingSignIn }>;
  /**
   * Exchange the code of the provider's answer (`callbackUrl` with its query) after checking state,
   * nonce and PKCE; answers the ID token's claims merged with the userinfo answer. Throws on any
   * failure (a refused answer, a network error, a bad token).
   */
  finish(callbackUrl: URL, pending: PendingSignIn): Promise<SsoClaims>;
}

/**
 * The relying party of one configured provider. Discovery happens on first use and is kept; a
 * failed discovery is tried again on the next sign-in. http is allowed only for a local issuer.
 * @example
 * const oidc = createOidcClient(config.oidc, oidcCallbackUrl(config.publicUrl));
 * const { url, pending } = await oidc.begin();
 */
export function createOidcClient(config: OidcConfig, redirectUri: string): OidcClient {
  let discovered: Promise<client.Configuration> | null = null;
  const configuration = (): Promise<client.Configuration> => {
    discovered ??= client
      .discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
        timeout: PROVIDER_TIMEOUT_S,
        ...(isLocalIssuer(config.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .then((found) => {
        found.timeout = PROVIDER_TIMEOUT_S;
        return found;
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    async begin() {
      const provider = await configuration();
      const pending: PendingSignIn = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(provider, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },

    async finish(callbackUrl, pending) {
      const provider = await configuration();
      const tokens = await client.authorizationCodeGrant(provider, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('the provider answered without an ID token');
      // Many providers put email and email_verified only in the userinfo answer.
      const userinfo = provider.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(provider, tokens.access_token, idClaims.sub)
        : {};
      return { ...idClaims, ...userinfo };
    },
  };
}
