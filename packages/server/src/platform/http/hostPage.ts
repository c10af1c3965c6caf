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
  return insertPublicConfig(html, config).html;
}

/** withPublicConfig's page, and where in it the block ends when it went into <head> (else undefined). */
function insertPublicConfig(html: string, config: unknown): { html: string; blockEnd?: number } {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${CONFIG_BLOCK_ID}">${json}</script>`;
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) return { html: html.replace(/<\/body>/i, `${block}</body>`) };
  const at = head.index + head[0].length;
  return { html: html.slice(0, at) + block + html.slice(at), blockEnd: at + block.length };
}

/** index.html as the server sends it, made once (see {@link hostPageSource}). */
export interface HostPage {
  /** index.html as built (the host CSP hashes its inline blocks). */
  file: string;
  /** The page: index.html with the configuration block, or the plain file when GET /api/config failed. */
  html: string;
  /** A strong ETag of `html`. */
  etag: string;
  /** GET /api/config's JSON; undefined when it failed. */
  config?: unknown;
  /** Where a server-rendered `<head>` addition goes in `html`: right after the configuration block (undefined without one in <head>). */
  headAt?: number;
}

/** Gives the host page, made on first use. */
export type HostPageSource = () => Promise<HostPage>;

/**
 * index.html with the public configuration in it, made once, on first use (the configuration does
 * not change while the server runs): its text, a strong ETag of that text, and its compressed forms
 * (kept, see compression.ts). When GET /api/config fails, the plain file is given (the host then
 * asks itself) and the next call tries again; so does a failed read.
 * @example const page = await hostPageSource(app, webDir)();
 */
export function hostPageSource(app: FastifyInstance, webDir: string): HostPageSource {
  let page: Promise<HostPage> | undefined;
  const make = async (): Promise<HostPage> => {
    const file = await readFile(join(webDir, 'index.html'), 'utf8');
    const answer = await app.inject({ method: 'GET', url: '/api/config', headers: { accept: 'application/json' } });
    if (answer.statusCode !== 200) {
      page = undefined;
      return { file, html: file, etag: etagOf(file) };
    }
    const config: unknown = answer.json();
    const { html, blockEnd } = insertPublicConfig(file, config);
    keptCompressions.keep(html);
    return { file, html, etag: etagOf(html), config, headAt: blockEnd };
  };
  return () =>
    (page ??= make().catch((error: unknown) => {
      page = undefined;
      throw error;
    }));
}

/** How {@link hostPageHandler} answers. */
export interface HostPageOptions {
  /** The client hints to ask the browser for on its next requests (an Accept-CH value), e.g. a link page's COLOR_SCHEME_HINT. */
  acceptCh?: string;
}

/**
 * Answers index.html (at /, /index.html and every client route) with the public configuration in
 * it (from `source`, see {@link hostPageSource}), `Cache-Control: no-cache` and its ETag (a 304
 * when If-None-Match has it).
 * @example app.get('/', hostPageHandler(hostPageSource(app, webDir)));
 */
export function hostPageHandler(source: HostPageSource, options: HostPageOptions = {}): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  return async (request, reply) => {
    const { html, etag } = await source();
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', etag);
    if (options.acceptCh) reply.header('accept-ch', options.acceptCh);
    if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };
}

function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match lists the ETag (or is `*`); weak forms count, as RFC 9110 says for GET. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
