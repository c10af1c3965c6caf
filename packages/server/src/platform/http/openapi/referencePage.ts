import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { access } from '../../auth/access';
import { keptCompressions } from '../compression';
import { notFound } from '../errors';
import { REFERENCE_PAGE_CSP } from '../securityHeaders';
import { SERVER_VERSION } from '../../version';

/** Where the browsable API reference is (the address the terminal prints). */
export const REFERENCE_PAGE_PATH = '/api/docs';
/** Where the OpenAPI document is, as JSON, for tools (GET /api/docs without `Accept: text/html` answers it too). */
export const OPENAPI_JSON_PATH = '/api/docs/openapi.json';
const ASSETS_PATH = '/api/docs/assets';

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const swaggerUiVersion = (JSON.parse(readFileSync(join(swaggerUiDir, 'package.json'), 'utf8')) as { version: string }).version;

// Swagger UI's own initializer points at the petstore: ours loads this server's document and turns
// off the call to the public validator (the CSP would refuse it anyway).
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${OPENAPI_JSON_PATH}',
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    defaultModelExpandDepth: 2,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const PAGE_STYLE = 'body { margin: 0; background: #fafafa; }\n';

/** The assets the page loads: Swagger UI's bundle, stylesheet and icon from node_modules, and our two small files. */
const ASSETS: Record<string, { type: string; body: () => string | Buffer }> = {
  'swagger-ui-bundle.js': { type: 'application/javascript; charset=utf-8', body: () => readFileSync(join(swaggerUiDir, 'swagger-ui-bundle.js'), 'utf8') },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', body: () => readFileSync(join(swaggerUiDir, 'swagger-ui.css'), 'utf8') },
  'favicon-32x32.png': { type: 'image/png', body: () => readFileSync(join(swaggerUiDir, 'favicon-32x32.png')) },
  'reference.js': { type: 'application/javascript; charset=utf-8', body: () => INIT_SCRIPT },
  'reference.css': { type: 'text/css; charset=utf-8', body: () => PAGE_STYLE },
};

/** The page: no inline script or style (the strict CSP allows neither); asset addresses carry both versions, so they can be cached for good. */
function pageHtml(title: string): string {
  const asset = (name: string) => `${ASSETS_PATH}/${name}?v=${swaggerUiVersion}-${SERVER_VERSION}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${asset('swagger-ui.css')}">
<link rel="stylesheet" href="${asset('reference.css')}">
<link rel="icon" type="image/png" href="${asset('favicon-32x32.png')}">
</head>
<body>
<noscript>The API reference needs JavaScript. The OpenAPI document is at <a href="${OPENAPI_JSON_PATH}">${OPENAPI_JSON_PATH}</a>.</noscript>
<div id="reference"></div>
<script src="${asset('swagger-ui-bundle.js')}"></script>
<script src="${asset('reference.js')}"></script>
</body>
</html>
`;
}

/** True when the client asks for a page (a browser) rather than data: `text/html` accepted and JSON not asked for. */
export function wantsHtml(accept: string | undefined): boolean {
  return accept !== undefined && /\btext\/html\b/i.test(accept) && !/\bapplication\/json\b/i.test(accept);
}

/**
 * The browsable API reference (Swagger UI) at /api/docs for browsers, the OpenAPI document as JSON
 * at /api/docs/openapi.json, and the page's assets, served from the swagger-ui-dist package under a
 * strict CSP. GET /api/docs without `Accept: text/html` still answers the JSON (its old meaning, for
 * tools): the page is a route of its own that only a request accepting HTML reaches (a route
 * constraint), so the JSON route stays as it was.
 * @example await installReferencePage(app, 'Greenroom API');
 */
export async function installReferencePage(app: FastifyInstance, title: string): Promise<void> {
  app.addConstraintStrategy({
    name: 'acceptsHtml',
    storage() {
      const handlers = new Map<string, unknown>();
      return { get: (value: string) => (handlers.get(value) ?? null) as never, set: (value: string, handler: unknown) => void handlers.set(value, handler) };
    },
    deriveConstraint: (request: FastifyRequest['raw']) => (wantsHtml(request.headers.accept) ? 'yes' : undefined) as string,
    mustMatchWhenDerived: false,
  });

  const page = pageHtml(title);
  const hidden = { config: { access: access.public() }, schema: { hide: true } };
  app.get(REFERENCE_PAGE_PATH, { ...hidden, constraints: { acceptsHtml: 'yes' } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', REFERENCE_PAGE_CSP).header('cache-control', 'no-cache').send(page),
  );
  app.get(OPENAPI_JSON_PATH, hidden, async () => app.swagger());

  const bodies = new Map<string, string | Buffer>();
  app.get<{ Params: { file: string } }>(`${ASSETS_PATH}/:file`, hidden, async (request, reply) => {
    const asset = Object.hasOwn(ASSETS, request.params.file) ? ASSETS[request.params.file] : undefined;
    if (!asset) throw notFound('File');
    let body = bodies.get(request.params.file);
    if (body === undefined) {
      body = asset.body();
      bodies.set(request.params.file, body);
      if (typeof body === 'string') keptCompressions.keep(body); // compressed once, not per request
    }
    return reply.type(asset.type).header('cache-control', 'public, max-age=31536000, immutable').send(body);
  });
}
