import { ERROR_CODES } from '@greenroom/core/rules';
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest } from './errors';

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
      throw new ApiError(400, 'The address must not contain control characters.', { code: ERROR_CODES.badRequest });
    }
    const refusal = bodyRefusal(request.headers);
    if (refusal) throw new ApiError(415, refusal, { code: ERROR_CODES.unsupportedMediaType });
  });
}

/** The message of a JSON body that is not UTF-8 (a byte sequence no character encodes). */
export const NOT_UTF8_MESSAGE = 'The body is not valid UTF-8.'; // ours

/**
 * Parse JSON bodies from their bytes, refusing (400) any that is not valid UTF-8 instead of storing
 * U+FFFD where the bad bytes were (issue 26.11); then Fastify's own parser (prototype poisoning
 * refused) reads the text. Register before the routes.
 * @example installStrictJsonParser(app);
 */
export function installStrictJsonParser(app: FastifyInstance): void {
  const parseText = app.getDefaultJsonParser('error', 'error');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decoder.decode(body as Buffer);
    } catch {
      done(new ApiError(400, NOT_UTF8_MESSAGE, { code: ERROR_CODES.badRequest }), undefined);
      return;
    }
    parseText(request, text, done);
  });
}

/** NUL or a lone surrogate: never valid in any text, single-line or not (PostgreSQL cannot store NUL). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** How deep a JSON body may nest: far beyond any real call (a booking is 4 levels), far below a stack overflow. */
export const MAX_BODY_DEPTH = 32;

/** Why a parsed body is refused before any route looks at it. */
export type BodyShapeProblem = { kind: 'tooDeep' } | { kind: 'badText'; path: string };

/**
 * Walk a parsed JSON body iteratively (never recursively, so no nesting can overflow the stack):
 * the first problem found, or null. Nesting past {@link MAX_BODY_DEPTH} is refused before the
 * strings inside it are looked at; a string holding NUL or a lone surrogate is named by its dotted path.
 * @example bodyShapeProblem({ a: ['x\u0000'] }) // { kind: 'badText', path: 'a.0' }
 * @example bodyShapeProblem(JSON.parse('['.repeat(100) + ']'.repeat(100))) // { kind: 'tooDeep' }
 */
export function bodyShapeProblem(body: unknown, maxDepth = MAX_BODY_DEPTH): BodyShapeProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  let badText: string | null = null;
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (badText === null && (value.includes('\u0000') || LONE_SURROGATE.test(value))) badText = path || '_';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) return { kind: 'tooDeep' };
    const entries = Object.entries(value);
    // Pushed in reverse so the walk meets fields in document order (the first bad one is reported).
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i];
      stack.push({ value: inner, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return badText === null ? null : { kind: 'badText', path: badText };
}

/** The dotted path of the first string in `value` holding NUL or a lone surrogate, or null. @example badTextPath({ a: ['x\u0000'] }) // 'a.0' */
export function badTextPath(value: unknown): string | null {
  const problem = bodyShapeProblem(value, Number.POSITIVE_INFINITY);
  return problem?.kind === 'badText' ? problem.path : null;
}

/** The 400 for a body {@link bodyShapeProblem} refuses. @example throw bodyShapeError({ kind: 'tooDeep' }) */
export function bodyShapeError(problem: BodyShapeProblem): ApiError {
  if (problem.kind === 'tooDeep') {
    return new ApiError(400, `The body nests deeper than ${MAX_BODY_DEPTH} levels.`, { code: ERROR_CODES.badRequest });
  }
  return badRequest({ [problem.path]: 'Must not contain NUL characters or lone surrogates' }, 'Invalid body');
}

/** Throw the 400 when a parsed body is too deep or holds bad text. @example assertBodyShape(JSON.parse(text)); */
export function assertBodyShape(body: unknown): void {
  const problem = bodyShapeProblem(body);
  if (problem !== null) throw bodyShapeError(problem);
}

/**
 * A safety net behind the schemas (register after the guard, so 401/403 still come first): a JSON
 * body nested deeper than {@link MAX_BODY_DEPTH} is 400 (walked iteratively, so a 10,000-deep
 * array cannot overflow the stack, issue 32), and any JSON body holding NUL or a lone surrogate in any string, multi-line fields included, is 400
 * before validation, so no route, however its schema is written, hands one to the database.
 * @example installBodyTextCheck(app);
 */
export function installBodyTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || Buffer.isBuffer(request.body)) return;
    assertBodyShape(request.body);
  });
}
