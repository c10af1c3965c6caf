import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keptCompressions } from './compression';

/** The id of index.html's data block with the public configuration (read by the host's start-early script and config.ts). */
export const CONFIG_BLOCK_ID = 'greenroom-config';

/**
 * index.html with the public configuration (GET /api/config's JSON) as a data block at the top of
 * <head>, before the inline start-early script that reads it (issue 31: one round trip less). A
 * `<script type="application/json">` is never executed, so the strict CSP needs no hash for it;
 * `<` is escaped so that no value can close the block.
 * @example withPublicConfig('<html><head></head></html>', { productName: 'Greenroom' })
 */
export function withPublicConfig(html: string, config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${CONFIG_BLOCK_ID}">${json}</script>`;
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) return html.replace(/<\/body>/i, `${block}</body>`);
  const at = head.index + head[0].length;
  return html.slice(0, at) + block + html.slice(at);
}

interface Page {
  html: string;
  etag: string;
}

/**
 * Answers index.html (at /, /index.html and every client route) with the public configuration in
 * it. The page is made once, on the first request (the configuration does not change while the
 * server runs): its text, a strong ETag of that text, and its compressed forms (kept, see
 * compression.ts). When GET /api/config fails the plain file goes out (the host then asks itself)
 * and the next request tries again.
 * @example app.get('/', hostPageHandler(app, webDir));
 */
export function hostPageHandler(app: FastifyInstance, webDir: string): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  let page: Promise<Page> | undefined;
  const make = async (): Promise<Page> => {
    const file = await readFile(join(webDir, 'index.html'), 'utf8');
    const answer = await app.inject({ method: 'GET', url: '/api/config', headers: { accept: 'application/json' } });
    if (answer.statusCode !== 200) {
      page = undefined;
      return pageOf(file);
    }
    const made = pageOf(withPublicConfig(file, answer.json()));
    keptCompressions.keep(made.html);
    return made;
  };
  return async (request, reply) => {
    page ??= make().catch((error: unknown) => {
      page = undefined;
      throw error;
    });
    const { html, etag } = await page;
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };
}

function pageOf(html: string): Page {
  return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
}

/** If-None-Match lists the ETag (or is `*`); weak forms count, as RFC 9110 says for GET. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
