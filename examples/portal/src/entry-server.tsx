import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { AuthSession } from '@greenroom/core';
import { collectedStylesHtml, createStyleCollector, StyleRoot } from '@greenroom/ui';
import { App } from './App';
import { createPortalServices } from './app/createPortalServices';
import type { PortalConfig } from './config';
import { prerenderedBlock } from './prerender/prerenderedPage';
import { sessionAuth } from './prerender/sessionAuth';
import { viewOf } from './prerender/viewCookie';
import { MemoryRouter } from './router';
import { preloadAreaFor } from './routes/areas';
import { fetchLinkedRecord, linkTargetOf } from './routes/linkedRecord';
import { prefetchSpaceWindow } from './routes/prefetchSpaceWindow';

/** What the reference server hands the render of a link page (ADR 0008). */
export interface LinkPageRequest {
  /** The address, e.g. '/space/space-1'. */
  path: string;
  /** GET /api/config's JSON, as the page carries it. */
  config: unknown;
  /** The session the server verified from the greenroom.session cookie. */
  session: AuthSession;
  /** The request's cookies, decoded (the view cookie: theme and time zone). */
  cookies: Record<string, string>;
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

/** Resolves once no query of `queryClient` is fetching any more. */
function settled(queryClient: QueryClient): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Draws a signed-in space link (`/space/{id}`) on the server (ADR 0008): its record, bookings,
 * usage and the producer's projects, asked for as the browser would, then the whole window, with
 * the answers as TanStack Query's dehydrated state for the browser to hydrate from. Null for any
 * other address and whenever one of those answers failed: the browser then draws the page itself
 * and shows the failure as it always does.
 * @example
 * const { renderLinkPage } = await import('/srv/greenroom/examples/portal/dist-ssr/entry-server.js');
 * const page = await renderLinkPage({ path: '/space/space-1', config, session, cookies, fetch });
 */
export async function renderLinkPage(request: LinkPageRequest): Promise<LinkPage | null> {
  const target = linkTargetOf(request.path, 'POP');
  if (target?.kind !== 'space') return null;
  const { session } = request;
  const services = createPortalServices('/api', sessionAuth(session), {
    fetch: (input, init) => request.fetch(input, init),
    selection: { spaceID: target.spaceID },
  });
  // A failed answer ends the render at once (the browser then asks, and retries, itself).
  services.queryClient.setDefaultOptions({ queries: { ...services.queryClient.getDefaultOptions().queries, retry: false } });
  const code = preloadAreaFor(request.path, true);
  const record = fetchLinkedRecord(services, target, 'server', session.producerID).catch(() => null);
  prefetchSpaceWindow(services, target.spaceID, session.producerID);
  const [, found] = await Promise.all([code, record]);
  await settled(services.queryClient);
  const failed = services.queryClient.getQueryCache().getAll().some((query) => query.state.status !== 'success');
  if (!found || failed) return null;

  const view = viewOf(request.cookies);
  // A component that throws would leave a part for the browser to draw: not a page to hand out.
  let threw = false;
  // The lazy areas render after the kit's own root has ended: their rules are gathered here and
  // go into the head once the render is over, so the page is styled before any script runs.
  const styles = createStyleCollector();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <MemoryRouter initialEntries={[request.path]}>
        <StyleRoot collector={styles}>
          <App config={request.config as PortalConfig} services={services} initialSession={session} prerendered={view} />
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
  const state = dehydrate(services.queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && !isVisitKey(query.queryKey) });
  const block = prerenderedBlock({ path: request.path, session: shown, mode: view.mode, viewerZone: view.viewerZone, state });
  return { head: block + collectedStylesHtml(styles), root };
}
