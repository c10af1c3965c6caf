import type { FastifyInstance } from 'fastify';

/** A `fetch` that a server-side render calls with the server's own API paths. */
export type InProcessFetch = (url: string, init?: RequestInit) => Promise<Response>;

// Statuses whose WHATWG Response must have no body (the constructor throws otherwise).
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
// Only used to parse and normalise relative paths ('/api/../x' is '/x', not an API path).
const BASE = 'http://in-process';

/**
 * A `fetch` answered by the app itself (`app.inject`, no network) as the producer of `idToken`:
 * GET only (anything else resolves a 405 without calling anything), paths under /api/ only (others
 * reject), with `Authorization: Bearer <idToken>` over whatever the caller's headers say. Every
 * access rule then applies once, in the routes, as for the browser's own calls. After `signal`
 * aborts (the render is over), calls reject.
 * @example
 * const fetch = injectFetch(app, session.idToken);
 * const projects = await (await fetch(`/api/projects-and-spaces?producerID=${id}`)).json();
 */
export function injectFetch(app: FastifyInstance, idToken: string, signal?: AbortSignal): InProcessFetch {
  return async (url, init) => {
    signal?.throwIfAborted();
    init?.signal?.throwIfAborted();
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') return new Response(null, { status: 405, headers: { allow: 'GET' } });
    const target = new URL(String(url), BASE);
    if (target.origin !== BASE || !target.pathname.startsWith('/api/')) {
      throw new TypeError(`The server-side fetch answers only this server's /api/ paths (got '${String(url)}').`);
    }
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${idToken}`);
    // Plain bodies: a constructed Response would not decompress what the app compressed.
    headers.delete('accept-encoding');
    const answer = await app.inject({ method: 'GET', url: target.pathname + target.search, headers: Object.fromEntries(headers) });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of [value].flat()) responseHeaders.append(name, String(one));
    }
    const body = NULL_BODY_STATUSES.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers: responseHeaders });
  };
}
