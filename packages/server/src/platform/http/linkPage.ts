import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdTokenContext } from '../auth/idTokenCaller';
import { SESSION_COOKIE, sessionOfCookie } from '../auth/sessionCookie';
import type { HostPage, HostPageSource } from './hostPage';
import { injectFetch } from './injectFetch';
import { DEFAULT_RENDER_DEADLINE_MS, linkRenderer, renderWithin, type RenderedLinkPage } from './linkRenderer';
import { hostAppCsp, inlineHashes } from './securityHeaders';

/** The documents rendered on the server for a signed-in producer (ADR 0008); exactly one segment after the prefix. */
export const LINK_PAGE_ROUTES = ['/space/:id', '/booking/:id'] as const;

/**
 * The client hint a link page is drawn in the theme of (when the producer chose none): asked for
 * with Accept-CH on every host page, so the browser sends it from the next navigation on.
 */
export const COLOR_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme';

/** The element the rendered root goes into; index.html must have it exactly so. */
const ROOT_MARKER = '<div id="root"></div>';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** What {@link linkPageHandler} needs. */
export interface LinkPageOptions {
  /** Checks the cookie's id token (a ServerContext is one). */
  ctx: IdTokenContext;
  /** The host's SSR module (GREENROOM_SSR_ENTRY), exporting renderLinkPage. */
  entry: string;
  /** index.html with the configuration, shared with the plain page. */
  page: HostPageSource;
  /** Today's host page (hostPageHandler), which goes out whenever nothing is rendered. */
  plain: Handler;
  /** How long a render may take (default {@link DEFAULT_RENDER_DEADLINE_MS}); tests pass a short one. */
  deadlineMs?: number;
}

/**
 * Answers a space or booking link (LINK_PAGE_ROUTES) with its first screen rendered by the host's
 * SSR module when the request carries a `greenroom.session` cookie that verifies: index.html with
 * the configuration, the render's `head` right after that block and its `root` in
 * `<div id="root">`, `Cache-Control: no-store, private`, `Vary: Cookie, Sec-CH-Prefers-Color-Scheme`
 * and a CSP that allows the render's inline blocks by hash. The theme is the one the producer
 * chose, else the system's as the browser's COLOR_SCHEME_HINT tells it (the host's viewOf).
 * Anything else (no cookie, a token that does not count, no configuration, a renderer that fails, is late or answers null) gets the plain page from `plain`,
 * ETag and all: rendering never adds a way to fail. Without the cookie it costs nothing (no
 * database, no module load).
 * @example
 * const handler = linkPageHandler(app, { ctx, entry: config.ssrEntry, page, plain: hostPageHandler(page) });
 * for (const url of LINK_PAGE_ROUTES) app.get(url, { exposeHeadRoute: false }, handler);
 */
export function linkPageHandler(app: FastifyInstance, options: LinkPageOptions): Handler {
  const renderer = linkRenderer(options.entry);
  const deadlineMs = options.deadlineMs ?? DEFAULT_RENDER_DEADLINE_MS;
  const fileHashes = new WeakMap<HostPage, ReturnType<typeof inlineHashes>>();

  const rendered = async (request: FastifyRequest): Promise<AssembledPage | null> => {
    const cookie = request.cookies[SESSION_COOKIE];
    if (!cookie || !(request.params as { id?: string }).id) return null;
    const session = await sessionOfCookie(options.ctx, cookie);
    if (!session) return null;
    const page = await options.page();
    const rootAt = page.headAt === undefined ? -1 : page.html.indexOf(ROOT_MARKER, page.headAt);
    if (page.config === undefined || page.headAt === undefined || rootAt < 0) return null;
    const render = await renderer(request.log);
    if (!render) return null;
    // The render's calls end with it: a late renderer cannot keep calling the API.
    const over = new AbortController();
    let result: RenderedLinkPage | null;
    try {
      result = await renderWithin(
        render,
        {
          path: request.url.split('?')[0],
          config: page.config,
          session,
          cookies: cookiesOf(request),
          colorScheme: colorSchemeOf(request),
          fetch: injectFetch(app, session.idToken, over.signal),
        },
        deadlineMs,
      );
    } finally {
      over.abort();
    }
    if (!result) return null;
    if (!fileHashes.has(page)) fileHashes.set(page, inlineHashes(page.file));
    return assemble(page, page.headAt, rootAt, result, fileHashes.get(page)!);
  };

  return async (request, reply) => {
    let page: AssembledPage | null = null;
    try {
      page = await rendered(request);
    } catch (error) {
      // Never the token: the error is the renderer's or the database's, the session is not logged.
      request.log.warn({ err: error }, 'The link page was not rendered on the server; the plain page went out.');
    }
    if (page === null) return options.plain(request, reply);
    // Another producer's page must never come out of a cache, the browser's included.
    return reply
      .header('cache-control', 'no-store, private')
      .header('vary', `cookie, ${COLOR_SCHEME_HINT.toLowerCase()}, accept-encoding`)
      .header('accept-ch', COLOR_SCHEME_HINT)
      .header('content-security-policy', page.csp)
      .type('text/html; charset=utf-8')
      .send(page.html);
  };
}

/** A rendered page and the CSP that allows its inline blocks. */
interface AssembledPage {
  html: string;
  csp: string;
}

/** The page with the render in it, and a CSP with index.html's inline blocks and the render's, by hash. */
function assemble(page: HostPage, headAt: number, rootAt: number, rendered: RenderedLinkPage, fileHashes: ReturnType<typeof inlineHashes>): AssembledPage {
  const { html } = page;
  // Slices, not String.replace: the render's text may hold `$&` and the like.
  const body =
    html.slice(0, headAt) +
    rendered.head +
    html.slice(headAt, rootAt) +
    `<div id="root">${rendered.root}</div>` +
    html.slice(rootAt + ROOT_MARKER.length);
  const ours = inlineHashes(rendered.head + rendered.root);
  const csp = hostAppCsp({
    styles: [...new Set([...fileHashes.styles, ...ours.styles])],
    scripts: [...new Set([...fileHashes.scripts, ...ours.scripts])],
  });
  return { html: body, csp };
}

/** The request's cookies that have a value (@fastify/cookie has decoded them). */
function cookiesOf(request: FastifyRequest): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.cookies)) if (value !== undefined) cookies[name] = value;
  return cookies;
}

/** The scheme the request's COLOR_SCHEME_HINT names (a structured-field string, `"dark"`), else undefined. */
function colorSchemeOf(request: FastifyRequest): 'light' | 'dark' | undefined {
  const value = request.headers[COLOR_SCHEME_HINT.toLowerCase()];
  const scheme = typeof value === 'string' ? value.trim().replace(/^"(.*)"$/, '$1') : undefined;
  return scheme === 'dark' || scheme === 'light' ? scheme : undefined;
}
