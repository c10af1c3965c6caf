import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { CookieSession } from '../auth/sessionCookie';
import type { InProcessFetch } from './injectFetch';

/** What the host's SSR module is asked to render (ADR 0008). */
export interface LinkPageRequest {
  /** The request's pathname, e.g. '/space/space-1'. */
  path: string;
  /** GET /api/config's JSON, as the page's configuration block has it. */
  config: unknown;
  /** The verified session of the request's `greenroom.session` cookie. */
  session: CookieSession;
  /** The request's cookies, names to decoded values. */
  cookies: Record<string, string>;
  /** The system's colour scheme, when the request's `Sec-CH-Prefers-Color-Scheme` hint named one. */
  colorScheme?: 'light' | 'dark';
  /** Answers this server's GET /api/... calls in-process as the session's producer (injectFetch.ts). */
  fetch: InProcessFetch;
}

/** HTML for the page: `head` after the configuration block, `root` inside `<div id="root">`. */
export interface RenderedLinkPage {
  head: string;
  root: string;
}

/** The SSR module's export: null when it renders nothing (the record is gone…). */
export type RenderLinkPage = (request: LinkPageRequest) => Promise<RenderedLinkPage | null>;

/** How long a render may take before the plain page goes out instead. */
export const DEFAULT_RENDER_DEADLINE_MS = 3_000;

/**
 * The `renderLinkPage` export of the SSR module at `entry` (GREENROOM_SSR_ENTRY), imported on the
 * first call and kept. When the import fails or the module has no such function, the first call
 * logs one warning and every call answers null until the server restarts: a broken bundle costs
 * the renders, never the pages.
 * @example
 * const renderer = linkRenderer('/srv/portal/dist-ssr/entry-server.js');
 * const render = await renderer(request.log); // RenderLinkPage | null
 */
export function linkRenderer(entry: string): (log: FastifyBaseLogger) => Promise<RenderLinkPage | null> {
  let loaded: Promise<RenderLinkPage | null> | undefined;
  return (log) =>
    (loaded ??= import(pathToFileURL(entry).href).then(
      (module: Record<string, unknown>) => {
        if (typeof module.renderLinkPage === 'function') return module.renderLinkPage as RenderLinkPage;
        log.warn({ entry }, 'GREENROOM_SSR_ENTRY does not export a renderLinkPage function: link pages go out unrendered until the server restarts.');
        return null;
      },
      (error: unknown) => {
        log.warn({ err: error, entry }, 'GREENROOM_SSR_ENTRY could not be loaded: link pages go out unrendered until the server restarts.');
        return null;
      },
    ));
}

/**
 * Calls `render` and checks its answer: the rendered page, null when the renderer answered null, or
 * a rejection when it threw, rejected, did not settle within `deadlineMs` or answered something
 * other than null or `{ head, root }` strings.
 * @example const page = await renderWithin(render, request, 3000);
 */
export async function renderWithin(render: RenderLinkPage, request: LinkPageRequest, deadlineMs: number): Promise<RenderedLinkPage | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`renderLinkPage did not answer within ${deadlineMs} ms`)), deadlineMs);
    timer.unref();
  });
  try {
    // Through a promise, so that a synchronous throw is a rejection like any other.
    const answer: unknown = await Promise.race([Promise.resolve().then(() => render(request)), late]);
    if (answer === null) return null;
    if (!isRendered(answer)) throw new Error('renderLinkPage answered neither null nor { head, root } with strings');
    return { head: answer.head, root: answer.root };
  } finally {
    clearTimeout(timer);
  }
}

function isRendered(answer: unknown): answer is RenderedLinkPage {
  if (typeof answer !== 'object' || answer === null) return false;
  const { head, root } = answer as Record<string, unknown>;
  return typeof head === 'string' && typeof root === 'string';
}
