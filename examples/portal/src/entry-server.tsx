import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate } from '@tanstack/react-query';
import { createSelectionStore, type AuthSession } from '@greenroom/core';
import { collectedStylesHtml, createStyleCollector, StyleRoot } from '@greenroom/ui';
import { App } from './App';
import { createPortalServices, type PortalServices } from './app/createPortalServices';
import type { PortalConfig } from './config';
import { DrawnAtProvider } from './prerender/DrawnClock';
import { gatherLinkPage } from './prerender/linkPageData';
import { prerenderedBlock } from './prerender/prerenderedPage';
import { sessionAuth } from './prerender/sessionAuth';
import { viewOf } from './prerender/viewCookie';
import { MemoryRouter } from './router';
import { preloadAreaFor } from './routes/areas';
import { linkTargetOf, selectionFor } from './routes/linkedRecord';

/** What the reference server hands the render of a link page (ADR 0008). */
export interface LinkPageRequest {
  /** The address, e.g. '/space/space-1' or '/booking/booking-1'. */
  path: string;
  /** GET /api/config's JSON, as the page carries it. */
  config: unknown;
  /** The session the server verified from the greenroom.session cookie. */
  session: AuthSession;
  /** The request's cookies, decoded (the view cookie: theme and time zone; the theme switch's choice). */
  cookies: Record<string, string>;
  /** The system's colour scheme, when the browser told it (the `Sec-CH-Prefers-Color-Scheme` hint). */
  colorScheme?: 'light' | 'dark';
  /** Answers the API's GETs in-process, with the session's token. */
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
}

/** What goes into index.html: the data block and the drawn tree's styles at the top of `<head>`, the drawn tree into `#root`. */
export interface LinkPage {
  head: string;
  root: string;
}

/** The linked-record bookkeeping of one visit: not the browser's to keep. */
const isVisitKey = (key: readonly unknown[]) => key[0] === 'portal' && key[1] === 'linkVisit';

/**
 * Draws a signed-in space or booking link (`/space/{id}`, `/booking/{id}`) on the server (ADR
 * 0008): what its window shows first, asked for as the browser would (gatherLinkPage: a space's
 * record, bookings and usage; a booking's record, usage, guest list, space, space usage, calendars
 * and template deliveries; the producer's projects), then the whole window (for a booking, the
 * editor on its first tab), with the answers as TanStack Query's dehydrated state for the browser
 * to hydrate from, and the moment it drew it at (the features' clock until hydration is over).
 * Null for any other address, whenever one of those answers failed and when a component threw:
 * the browser then draws the page itself and shows the failure as it always does.
 * @example
 * const { renderLinkPage } = await import('/srv/greenroom/examples/portal/dist-ssr/entry-server.js');
 * const page = await renderLinkPage({ path: '/booking/booking-1', config, session, cookies, fetch });
 */
export async function renderLinkPage(request: LinkPageRequest): Promise<LinkPage | null> {
  const target = linkTargetOf(request.path, 'POP');
  if (!target) return null;
  const { session } = request;
  const services = createPortalServices('/api', sessionAuth(session), { fetch: (input, init) => request.fetch(input, init) });
  // A failed answer ends the render at once (the browser then asks, and retries, itself).
  services.queryClient.setDefaultOptions({ queries: { ...services.queryClient.getDefaultOptions().queries, retry: false } });
  const code = preloadAreaFor(request.path, true);
  const [, record] = await Promise.all([code, gatherLinkPage(services, target, session.producerID)]);
  if (!record) return null;
  // The selection is read at its initial state on the server (zustand's server snapshot), and
  // while the browser hydrates: it starts on what the window shows, as the browser's does.
  const drawn: PortalServices = { ...services, selection: createSelectionStore(selectionFor(record)) };

  const view = viewOf(request.cookies, request.colorScheme);
  // A component that throws would leave a part for the browser to draw: not a page to hand out.
  let threw = false;
  // The lazy areas render after the kit's own root has ended: their rules are gathered here and
  // go into the head once the render is over, so the page is styled before any script runs.
  const styles = createStyleCollector();
  const drawnAt = Date.now();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <MemoryRouter initialEntries={[request.path]}>
        <StyleRoot collector={styles}>
          <DrawnAtProvider at={drawnAt}>
            <App config={request.config as PortalConfig} services={drawn} initialSession={session} prerendered={view} />
          </DrawnAtProvider>
        </StyleRoot>
      </MemoryRouter>
    </StrictMode>,
    // One piece: a boundary the size of the bookings list would otherwise come as a hidden part
    // and an inline script to move it, which the page's CSP does not allow.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: () => {
        threw = true;
      },
    },
  );
  let root = '';
  for await (const chunk of prelude) root += String(chunk);
  if (threw) return null;
  const shown = { producerID: session.producerID, username: session.username, role: session.role, expiresAt: session.expiresAt };
  const state = dehydrate(drawn.queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && !isVisitKey(query.queryKey) });
  const block = prerenderedBlock({ path: request.path, session: shown, mode: view.mode, viewerZone: view.viewerZone, drawnAt, state });
  return { head: block + collectedStylesHtml(styles), root };
}
