import { hydrateRoot, type Root } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createSelectionStore } from '@greenroom/core';
import { createStyleCollector, StyleRoot } from '@greenroom/ui';
import { createPortalAuth } from '../app/createPortalAuth';
import { createPortalServices } from '../app/createPortalServices';
import type { PortalConfig } from '../config';
import { storedSession } from '../app/sessionHint';
import { DrawnAtProvider } from '../prerender/DrawnClock';
import { dropHeldClicks } from '../prerender/heldClicks';
import { readPrerenderedPage } from '../prerender/prerenderedPage';
import { preloadAreaFor } from '../routes/areas';
import { cachedRecord, linkTargetOf, selectionFor } from '../routes/linkedRecord';
import { keepFresh } from '../routes/prefetchSpaceWindow';
import { PortalTree } from './renderPortal';

/**
 * Hydrates a link page the server drew (ADR 0008) into `container`, when its data block is for
 * this address and the producer of the session cookie (else undefined: draw the page afresh): the
 * query cache it drew from (fresh for a moment, like a prefetch, so nothing is asked again at
 * once), what it selected (the space, and for a booking link the booking), its session with the
 * cookie's token, and its theme, zone and clock until hydration is over. The area's
 * code is loaded first, so hydration does not wait on a lazy chunk. The identity adapter restores
 * its session from the refresh index.html started, beside the hydration.
 * @example
 * const { hydratePortal } = await import('./portal/hydratePortal');
 * const root = await hydratePortal(container, config);
 */
export async function hydratePortal(container: Element, config: PortalConfig): Promise<Root | undefined> {
  const prerendered = readPrerenderedPage(document, window.location.pathname, storedSession());
  if (!prerendered) {
    // Drawn afresh: what the held clicks were made on is gone.
    dropHeldClicks();
    return undefined;
  }
  const { page, session } = prerendered;
  await preloadAreaFor(page.path, true);
  const auth = createPortalAuth('/api');
  // The adapter learns the session from the refresh index.html started, as a page drawn in the
  // browser restores it; a refused refresh signs the page out. Calls meanwhile wait for it.
  void auth.getSession({ refresh: true }).catch(() => undefined);
  const created = createPortalServices('/api', auth);
  hydrate(created.queryClient, page.state);
  for (const query of page.state.queries) keepFresh(created.queryClient, query.queryKey);
  // The selection the server drew with (the space, and a booking link's booking): hydration reads
  // its initial state (zustand's server snapshot), so it starts there rather than being set after.
  const target = linkTargetOf(page.path, 'POP');
  const record = target ? cachedRecord(created.queryClient, target) : undefined;
  const services = record ? { ...created, selection: createSelectionStore(selectionFor(record)) } : created;
  // The server wrote the styles into the head, not after the tree: the first pass writes none either.
  return hydrateRoot(
    container,
    <StyleRoot collector={createStyleCollector()}>
      <DrawnAtProvider at={page.drawnAt}>
        <PortalTree config={config} services={services} initialSession={session} prerendered={{ mode: page.mode, viewerZone: page.viewerZone }} />
      </DrawnAtProvider>
    </StyleRoot>,
  );
}
