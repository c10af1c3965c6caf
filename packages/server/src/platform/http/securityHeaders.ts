import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** CSP of API answers (JSON, calendar feeds): nothing may load, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * CSP of the API reference page at /api/docs (Swagger UI): scripts and stylesheets only from the
 * server (no inline block), its data: images, calls to the server only (the document and "Try it
 * out"), no framing.
 */
export const REFERENCE_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * sha256 of the empty string. The kit's styles are an adopted style sheet, which `style-src` does not
 * govern; only in browsers without constructable style sheets does it add an empty <style> and
 * insert its rules through CSSOM, which this hash allows.
 */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * Inline stylesheets that libraries of the host app inject, by hash: react-colorful 5.8.1 (the
 * colour picker) appends one constant <style>. test/security-headers.test.ts recomputes it from
 * node_modules, so an upgrade that changes it turns the test red.
 */
export const LIBRARY_STYLE_HASHES = ["'sha256-I2px+fnpbN4E5+Djrj7aoTIyq9yyREkuVl19f4Sye9A='"] as const;

function hashOf(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The CSP hashes of the inline `<style>` and `<script>` blocks of a host app's index.html, so the
 * page works under a CSP without 'unsafe-inline'.
 * @example inlineHashes('<style>body{}</style>') // { styles: ["'sha256-…'"], scripts: [] }
 */
export function inlineHashes(html: string): { styles: string[]; scripts: string[] } {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => hashOf(m[1]));
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc\s*=/i.test(m[1]) && m[2].trim() !== '')
    .map((m) => hashOf(m[2]));
  return { styles, scripts };
}

/**
 * The strict CSP of the host app: scripts and styles only from the server itself (inline blocks by
 * hash, never 'unsafe-inline'), media from the server, https and blobs, no framing by anyone.
 * @example hostAppCsp({ styles: [], scripts: [] })
 */
export function hostAppCsp(hashes: { styles: string[]; scripts: string[] }): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.scripts.join(' ')}`.trim(),
    `style-src 'self' ${EMPTY_STYLE_HASH} ${[...LIBRARY_STYLE_HASHES, ...hashes.styles].join(' ')}`.trim(),
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function readHashes(webDir: string | undefined): { styles: string[]; scripts: string[] } {
  if (!webDir) return { styles: [], scripts: [] };
  try {
    return inlineHashes(readFileSync(join(webDir, 'index.html'), 'utf8'));
  } catch {
    return { styles: [], scripts: [] };
  }
}

/**
 * Security headers on every answer (issue 19): `nosniff`, `Referrer-Policy: no-referrer` (addresses
 * carry login codes), `X-Frame-Options: DENY`, a CSP (strict for HTML, `default-src 'none'` for the
 * API; a route's own CSP, e.g. stored files' sandbox, is kept) and HSTS when served over https.
 * @example installSecurityHeaders(app, { webDir: config.webDir, https: config.publicUrl.startsWith('https:') });
 */
export function installSecurityHeaders(app: FastifyInstance, options: { webDir?: string; https: boolean }): void {
  const htmlCsp = hostAppCsp(readHashes(options.webDir));
  app.addHook('onSend', async (request, reply, payload) => {
    // By path, not by content type: a 304 for index.html has no content type, and the browser
    // merges its headers into the cached page (an API CSP there would blank the app).
    const path = request.url.split('?')[0];
    const api = path === '/api' || path.startsWith('/api/');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', api ? API_CSP : htmlCsp);
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (options.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
