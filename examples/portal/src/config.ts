import type { PortalLinks } from '@greenroom/core';
import { takeBootRequest } from './app/bootRequests';

/** What the server tells the host about itself: the product name and the public link hosts. */
export interface PortalConfig {
  productName: string;
  links: PortalLinks;
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
