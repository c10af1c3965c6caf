import { ERROR_CODES } from '@greenroom/core/rules';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/** What a browser's Sec-Fetch-Site may say for a request the server accepts on its cookie routes. */
const ACCEPTED_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

/**
 * Why a request looks cross-site, or null. A browser that sends `Sec-Fetch-Site` is believed
 * ('cross-site' is refused); without it the `Origin` header, when present, must be the server's own
 * (its PUBLIC_URL origin or the origin the request was addressed to). A request with neither header
 * (curl, server-to-server) is not a browser's cross-site request and is accepted.
 * @example crossSiteRefusal({ 'sec-fetch-site': 'cross-site' }, 'http://localhost:8080', 'http://localhost:8080') // 'cross-site'
 */
export function crossSiteRefusal(
  headers: Record<string, string | string[] | undefined>,
  publicOrigin: string,
  requestOrigin: string,
): string | null {
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== '') {
    return ACCEPTED_FETCH_SITES.has(fetchSite.toLowerCase()) ? null : fetchSite;
  }
  const origin = headers.origin;
  if (origin === undefined) return null;
  const value = String(origin);
  return value === publicOrigin || value === requestOrigin ? null : value;
}

/**
 * An onRequest hook for the cookie routes (sign-in, challenge, refresh, sign-out): a cross-site
 * request (a form on another site posting text/plain) answers 403 before the cookie is read,
 * rotated or cleared, so another site can neither sign a producer out nor in (issue 32 §4).
 * @example app.post('/auth/sign-out', { onRequest: refuseCrossSite(config.publicUrl), … }, handler)
 */
export function refuseCrossSite(publicUrl: string): (request: FastifyRequest) => Promise<void> {
  const publicOrigin = new URL(publicUrl).origin;
  return async (request) => {
    const refusal = crossSiteRefusal(request.headers, publicOrigin, `${request.protocol}://${request.host}`);
    if (refusal !== null) {
      throw new ApiError(403, 'Cross-site requests are not accepted here: use the portal itself.', { code: ERROR_CODES.crossSiteRequest });
    }
  };
}
