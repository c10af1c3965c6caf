import { HttpError, type FetchFunction } from '@greenroom/core';

/** A JSON call to the partner's own API. @example const event = await call<PartnerEvent>('GET', '/events/evt-1'); */
export type PartnerCall = <T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown, signal?: AbortSignal) => Promise<T>;

/**
 * The partner's HTTP client: its base path, sending through `fetch` (the token auth's, which adds
 * the key and asks for a new one once after a 401), and its error answers turned into Greenroom's
 * HttpError (a 409 "changed elsewhere" becomes the 412 the panels know).
 * @example const call = createPartnerClient({ baseUrl: '/partner/v1', fetch: auth.fetch });
 */
export function createPartnerClient({ baseUrl, fetch }: { baseUrl: string; fetch: FetchFunction }): PartnerCall {
  return async (method, path, body, signal) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      signal,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = response.status === 204 ? '' : await response.text();
    const answer: unknown = text === '' ? undefined : JSON.parse(text);
    if (!response.ok) {
      const status = response.status === 409 ? 412 : response.status;
      const why = (answer as { error?: unknown } | undefined)?.error;
      throw new HttpError(status, `Partner API answered ${response.status} to ${method} ${path}${typeof why === 'string' ? `: ${why}` : ''}`, answer);
    }
    return answer as never;
  };
}
