import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@greenroom/core/rules';
import { hostPageHandler } from './hostPage';

/** Cache-Control of files whose names carry a content hash (vite puts them under /assets/). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else in the web directory: always revalidate (cheap with ETag). */
export const REVALIDATE_CACHE = 'no-cache';

/** The Cache-Control for a file of the web directory (a precompressed .br/.gz counts as its original). */
export function cacheControlFor(webDir: string, filePath: string): string {
  const inside = relative(webDir, filePath).split(sep);
  return inside.length > 1 && inside[0] === 'assets' ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * Answer unknown paths: JSON 404 under /api; with a web directory, its files at / and index.html
 * for any other GET (the host app routes on the client). index.html carries the public
 * configuration (hostPage.ts) and is compressed once; other files are sent precompressed (`x.br`,
 * `x.gz` next to `x`, see scripts/precompress.mjs) when the client accepts it; hashed files under
 * /assets/ are cached for a year, index.html and the rest revalidate.
 * @example
 * await serveWebApp(app, '/srv/portal/dist');
 */
export async function serveWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const hostPage = webDir ? hostPageHandler(app, webDir) : undefined;
  if (hostPage) {
    // Before the static files' wildcard: a route of its own wins over it.
    app.get('/', { schema: { hide: true } }, hostPage);
    app.get('/index.html', { schema: { hide: true } }, hostPage);
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
