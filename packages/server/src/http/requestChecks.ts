import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

const UTF8 = /^utf-?8$/i;
/** Percent-encoded control characters (NUL, CR, LF…) in an address: no path or query value may hold one. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/** Why a request body cannot be read as sent, or null. @example bodyRefusal({ 'content-encoding': 'gzip' }) */
export function bodyRefusal(headers: Record<string, string | string[] | undefined>): string | null {
  const encoding = String(headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding !== '' && encoding !== 'identity') return `Content-Encoding '${encoding}' is not supported: send the body as it is.`;
  const type = String(headers['content-type'] ?? '');
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(type)?.[1];
  if (charset !== undefined && !UTF8.test(charset)) return `Charset '${charset}' is not supported: send UTF-8.`;
  return null;
}

/**
 * Refuse (400) addresses carrying control characters in their path or query (a NUL in a calendar
 * feed's login code or a guest code must never reach the database), and (415) request bodies the server would not decode: any Content-Encoding other than identity
 * and any charset other than UTF-8, instead of reading them wrongly (issue 19).
 * @example installRequestChecks(app);
 */
export function installRequestChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (ENCODED_CONTROL.test(request.url)) {
      throw new ApiError(400, 'The address must not contain control characters.', { code: 'BadRequest' });
    }
    const refusal = bodyRefusal(request.headers);
    if (refusal) throw new ApiError(415, refusal, { code: 'UnsupportedMediaType' });
  });
}

/** NUL or a lone surrogate: never valid in any text, single-line or not (PostgreSQL cannot store NUL). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first string in `value` holding NUL or a lone surrogate, or null. @example badTextPath({ a: ['x\u0000'] }) // 'a.0' */
export function badTextPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path || '_' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = badTextPath(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A safety net behind the schemas (register after the guard, so 401/403 still come first): any
 * JSON body holding NUL or a lone surrogate in any string, multi-line fields included, is 400
 * before validation, so no route, however its schema is written, hands one to the database.
 * @example installBodyTextCheck(app);
 */
export function installBodyTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || Buffer.isBuffer(request.body)) return;
    const path = badTextPath(request.body);
    if (path !== null) {
      throw new ApiError(400, 'Invalid body', { code: 'BadRequest', fieldErrors: { [path]: 'Must not contain NUL characters or lone surrogates' } });
    }
  });
}
