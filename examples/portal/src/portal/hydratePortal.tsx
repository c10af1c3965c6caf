import { hydrateRoot, type Root } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createStyleCollector, StyleRoot } from '@greenroom/ui';
import { createPortalAuth } from '../app/createPortalAuth';
import { createPortalServices } from '../app/createPortalServices';
import type { PortalConfig } from '../config';
import { storedSession } from '../app/sessionHint';
import { readPrerenderedPage } from '../prerender/prerenderedPage';
import { preloadAreaFor } from '../routes/areas';
import { keepFresh } from '../routes/prefetchSpaceWindow';
import { PortalTree } from './renderPortal';

/**
 * Hydrates a link page the server drew (ADR 0008) into `container`, when its data block is for
 * this address and the producer of the session cookie (else undefined: draw the page afresh): the
 * query cache it drew from
 * (fresh for a moment, like a prefetch, so nothing is asked again at once), the space it selected,
 * its session with the cookie's token, and its theme and zone until hydration is over. The area's
 * code is loaded first, so hydration does not wait on a lazy chunk. The identity adapter restores
 * its session from the refresh index.html started, beside the hydration.
 * @example
 * const { hydratePortal } = await import('./portal/hydratePortal');
 * const root = await hydratePortal(container, config);
 */
export async function hydratePortal(container: Element, config: PortalConfig): Promise<Root | undefined> {
  const prerendered = readPrerenderedPage(document, window.location.pathname, storedSession());
  if (!prerendered) return undefined;
  const { page, session } = prerendered;
  await preloadAreaFor(page.path, true);
  const spaceID = /^\/space\/([^/]+)$/.exec(page.path)?.[1];
  const auth = createPortalAuth('/api');
  // The adapter learns the session from the refresh index.html started, as a page drawn in the
  // browser restores it; a refused refresh signs the page out. Calls meanwhile wait for it.
  void auth.getSession({ refresh: true }).catch(() => undefined);
  const services = createPortalServices('/api', auth, { selection: { spaceID: spaceID ? decodeURIComponent(spaceID) : null } });
  hydrate(services.queryClient, page.state);
  for (const query of page.state.queries) keepFresh(services.queryClient, query.queryKey);
  // The server wrote the styles into the head, not after the tree: the first pass writes none either.
  return hydrateRoot(
    container,
    <StyleRoot collector={createStyleCollector()}>
      <PortalTree config={config} services={services} initialSession={session} prerendered={{ mode: page.mode, viewerZone: page.viewerZone }} />
    </StyleRoot>,
  );
}
