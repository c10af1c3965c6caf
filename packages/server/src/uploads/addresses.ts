import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@greenroom/core/rules';

/** Where stored files are served: `${publicUrl}/api/files/<path>`. */
export const FILES_PREFIX = '/api/files/';
/** How long an upload address stays valid. */
export const UPLOAD_URL_LIFETIME_MS = 15 * 60 * 1000;
/** The largest file accepted: core's limit for every upload (10 MB as 10000000 bytes), the one the browser checks. */
export { MAX_UPLOAD_BYTES };

/** The public base of every asset address. @example assetBaseUrl('http://localhost:8080') // 'http://localhost:8080/api/files/' */
export function assetBaseUrl(publicUrl: string): string {
  return `${publicUrl}${FILES_PREFIX}`;
}

/** Slides live at `<thumbnailRoot><fileID>.png`. @example slidesRoot('http://localhost:8080') */
export function slidesRoot(publicUrl: string): string {
  return `${assetBaseUrl(publicUrl)}slides/`;
}

/** What an upload address allows: one PUT of one type to one path, before `expires`. */
export interface UploadGrant {
  /** Storage path below /api/files/, e.g. `slides/<fileID>.png`. */
  path: string;
  contentType: string;
  expires: number;
  maxBytes: number;
  /** Required PNG size, when the target needs one. */
  width?: number;
  height?: number;
}

function canonical(grant: UploadGrant): string {
  return ['PUT', grant.path, grant.contentType, grant.expires, grant.maxBytes, grant.width ?? '', grant.height ?? ''].join('\n');
}

function signature(key: Uint8Array, grant: UploadGrant): string {
  return createHmac('sha256', key).update(canonical(grant)).digest('base64url');
}

/**
 * A signed PUT address on this server for one upload: HMAC-SHA256 over path, content type, expiry,
 * size cap and required dimensions. The same path without the query is the file's public address.
 * @example
 * signUploadUrl(key, 'http://localhost:8080', { path: 'slides/f1.png', contentType: 'image/png', expires, maxBytes })
 */
export function signUploadUrl(key: Uint8Array, publicUrl: string, grant: UploadGrant): string {
  const query = new URLSearchParams({ type: grant.contentType, expires: String(grant.expires), max: String(grant.maxBytes) });
  if (grant.width !== undefined && grant.height !== undefined) {
    query.set('w', String(grant.width));
    query.set('h', String(grant.height));
  }
  query.set('sig', signature(key, grant));
  return `${assetBaseUrl(publicUrl)}${grant.path}?${query.toString()}`;
}

/** The query of an upload address as received. */
export interface UploadQuery {
  type?: string;
  expires?: string;
  max?: string;
  w?: string;
  h?: string;
  sig?: string;
}

/**
 * Read and check an upload address's signature. Resolves the grant, or null when anything was
 * altered (expiry is checked by the caller so it can answer a clearer message).
 * @example const grant = verifyUploadGrant(key, 'slides/f1.png', request.query);
 */
export function verifyUploadGrant(key: Uint8Array, path: string, query: UploadQuery): UploadGrant | null {
  const { type, expires, max, w, h, sig } = query;
  if (!type || !expires || !max || !sig || !/^\d+$/.test(expires) || !/^\d+$/.test(max)) return null;
  if ((w === undefined) !== (h === undefined)) return null;
  if (w !== undefined && (!/^\d+$/.test(w) || !/^\d+$/.test(h ?? ''))) return null;
  const grant: UploadGrant = { path, contentType: type, expires: Number(expires), maxBytes: Number(max) };
  if (w !== undefined && h !== undefined) {
    grant.width = Number(w);
    grant.height = Number(h);
  }
  const expected = Buffer.from(signature(key, grant));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? grant : null;
}
