import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@greenroom/core/rules';
import type { IdTokenContext } from '../auth/idTokenCaller';
import { hostPageHandler, hostPageSource } from './hostPage';
import { COLOR_SCHEME_HINT, LINK_PAGE_ROUTES, linkPageHandler } from './linkPage';

/** Cache-Control of files whose names carry a content hash (vite puts them under /assets/). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else in the web directory: always revalidate (cheap with ETag). */
export const REVALIDATE_CACHE = 'no-cache';

/** The Cache-Control for a file of the web directory (a precompressed .br/.gz counts as its original). */
export function cacheControlFor(webDir: string, filePath: string): string {
  const inside = relative(webDir, filePath).split(sep);
  return inside.length > 1 && inside[0] === 'assets' ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/** Server rendering of signed-in link pages (linkPage.ts), when the host app has an SSR module. */
export interface LinkPageRendering {
  /** The host's SSR module (GREENROOM_SSR_ENTRY). */
  entry: string;
  /** Checks the session cookie's id token (a ServerContext is one). */
  ctx: IdTokenContext;
  /** How long a render may take (default 3 s). */
  deadlineMs?: number;
}

/**
 * Answer unknown paths: JSON 404 under /api; with a web directory, its files at / and index.html
 * for any other GET (the host app routes on the client). index.html carries the public
 * configuration (hostPage.ts) and is compressed once; other files are sent precompressed (`x.br`,
 * `x.gz` next to `x`, see scripts/precompress.mjs) when the client accepts it; hashed files under
 * /assets/ are cached for a year, index.html and the rest revalidate. With `rendering`, a space or
 * booking link opened with a session cookie gets its first screen rendered (linkPage.ts).
 * @example
 * await serveWebApp(app, '/srv/portal/dist');
 * await serveWebApp(app, '/srv/portal/dist', { entry: '/srv/portal/dist-ssr/entry-server.js', ctx });
 */
export async function serveWebApp(app: FastifyInstance, webDir: string | undefined, rendering?: LinkPageRendering): Promise<void> {
  const page = webDir ? hostPageSource(app, webDir) : undefined;
  // Where link pages are drawn on the server, every page asks for the hint they are drawn in the theme of.
  const hostPage = page ? hostPageHandler(page, rendering ? { acceptCh: COLOR_SCHEME_HINT } : {}) : undefined;
  if (page && hostPage) {
    // Before the static files' wildcard: a route of its own wins over it.
    app.get('/', { schema: { hide: true } }, hostPage);
    app.get('/index.html', { schema: { hide: true } }, hostPage);
    if (rendering) {
      const linkPage = linkPageHandler(app, { ...rendering, page, plain: hostPage });
      // GET only: a HEAD goes on to the static files' route, as before.
      for (const url of LINK_PAGE_ROUTES) app.get(url, { schema: { hide: true }, exposeHeadRoute: false }, linkPage);
    }
  }
  if (webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false, // set per file below: send's default would be max-age=0 for every file
      setHeaders(res, filePath) {
        res.setHeader('cache-control', cacheControlFor(webDir, filePath));
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (hostPage && request.method === 'GET' && path !== '/api' && !path.startsWith('/api/')) return hostPage(request, reply);
    return reply.status(404).send({ message: 'Not found', code: ERROR_CODES.notFound });
  });
}
