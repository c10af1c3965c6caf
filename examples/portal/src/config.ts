import type { PortalLinks } from '@greenroom/core';
import { takeBootRequest } from './app/bootRequests';

/** Staff sign-in through the server's OpenID Connect provider, when the operator configured one. */
export interface PortalSsoConfig {
  /** The operator's button text (OIDC_LABEL); the sign-in screen's own when absent. */
  label?: string;
  /** Where the button goes: the server's /api/auth/oidc/start. */
  startUrl: string;
}

/** What the server tells the host about itself: the product name, the public link hosts and SSO. */
export interface PortalConfig {
  productName: string;
  links: PortalLinks;
  /** Present only when single sign-on is configured: the sign-in screen then shows its button. */
  sso?: PortalSsoConfig;
}

/**
 * Reads GET /api/config; link hosts come from the server's configuration, never from constants here.
 * Takes the request index.html started while the entry script loaded, when there is one.
 */
export async function loadPortalConfig(fetchImpl: typeof fetch = fetch): Promise<PortalConfig> {
  const response = await (takeBootRequest('config') ?? fetchImpl('/api/config'));
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  return (await response.json()) as PortalConfig;
}
