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

/** The id of the data block the server puts the config in (packages/server/src/platform/http/hostPage.ts). */
export const CONFIG_BLOCK_ID = 'greenroom-config';

/**
 * The config the server wrote into index.html (the same JSON as GET /api/config), read at once;
 * undefined without the block (the Vite dev server serves the bare file) or when it does not parse.
 * @example const config = readInlineConfig() ?? (await loadPortalConfig());
 */
export function readInlineConfig(doc: Pick<Document, 'getElementById'> = document): PortalConfig | undefined {
  const text = doc.getElementById(CONFIG_BLOCK_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PortalConfig;
  } catch {
    return undefined;
  }
}

/**
 * The server's public config: from index.html when the server put it there, otherwise GET
 * /api/config (the request index.html started while the entry script loaded, when there is one).
 * Link hosts come from the server's configuration, never from constants here.
 * @example const config = await loadPortalConfig();
 */
export async function loadPortalConfig(fetchImpl: typeof fetch = fetch): Promise<PortalConfig> {
  const inline = readInlineConfig();
  if (inline) return inline;
  const response = await (takeBootRequest('config') ?? fetchImpl('/api/config'));
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  return (await response.json()) as PortalConfig;
}
