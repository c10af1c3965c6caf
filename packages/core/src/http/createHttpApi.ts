import { HttpError } from '../api/HttpError';
import type { CallOptions, PortalApi } from '../api/PortalApi';
import { portalApiDomains } from '../api/methods';
import type { AuthProvider } from '../auth';
import { parseBody, UnexpectedAnswer } from './answers';
import { defaultErrorMessage, errorFromBody } from './errors';
import { routes, type ApiRoute, type PresignedRoute, type Route } from './routes';
import { sendWithProgress, type UploadProgress, type XhrFactory } from './sendWithProgress';
import { createUnauthorizedGate } from './unauthorizedGate';

/** The part of `fetch` the adapter uses; pass a fake in tests. @example const fetch: FetchFunction = async () => new Response('[]'); */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** Options of createHttpApi. @example const options: HttpApiOptions = { baseUrl: '/api', auth }; */
export interface HttpApiOptions {
  /** Prefix of every product path, e.g. '/api' or 'https://portal.example.com/api'. */
  baseUrl: string;
  /** Supplies the id token; refreshed once and then signed out on 401. */
  auth: Pick<AuthProvider, 'getIdToken' | 'refresh' | 'signOut'>;
  /** Defaults to the global fetch (looked up at call time). */
  fetch?: FetchFunction;
  /**
   * Makes the XMLHttpRequest of an upload PUT given `onProgress`. Defaults to the global one
   * (looked up at call time); where there is none (Node) the PUT goes through fetch and reports
   * its progress once, at the end.
   */
  xhr?: () => XMLHttpRequest;
}

type LooseParams = CallOptions & Record<string, unknown>;

const isFailedResult = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { ok?: unknown }).ok === false;
type LooseRoute = Route<LooseParams, unknown>;

interface Outgoing {
  url: string;
  init: RequestInit;
}

function withoutSignal(params: LooseParams): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...params };
  delete rest.signal;
  return rest;
}

function buildUrl(base: string, route: ApiRoute<LooseParams, unknown>, params: LooseParams): string {
  const pairs = (route.query ?? [])
    .filter((name) => params[name] !== undefined && params[name] !== null)
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(params[name]))}`);
  return `${base}${route.path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`;
}

function buildBody(route: ApiRoute<LooseParams, unknown>, params: LooseParams): string | undefined {
  if (route.body) return JSON.stringify(route.body(params));
  if (route.method === 'POST' || route.method === 'PUT') return JSON.stringify(withoutSignal(params));
  return undefined;
}

/**
 * The PortalApi over HTTP: every method of docs/reference/portal.md §7 and docs/reference/bookings.md §7 with its exact
 * method, path, query and JSON body, an `Authorization: Bearer <id token>` header (except the
 * pre-signed upload PUT), "404 means none" for list calls, and HttpError rejections (status 0 for
 * network failures; an aborted call rejects with the signal's reason).
 *
 * 401 rule: the first 401 triggers one `auth.refresh()` (shared by concurrent requests) and one
 * retry; a null refresh or a second 401 signs out once and rejects with the 401 HttpError.
 * @example
 * const api = createHttpApi({ baseUrl: '/api', auth: createServerAuth({ baseUrl: '/api' }) });
 * const calendars = await api.calendars.list({ spaceID: 's1' }); // GET /api/calendars?spaceID=s1
 */
export function createHttpApi(options: HttpApiOptions): PortalApi {
  const { auth } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const xhrFactory = (): XhrFactory | undefined =>
    options.xhr ?? (typeof globalThis.XMLHttpRequest === 'function' ? () => new globalThis.XMLHttpRequest() : undefined);
  const gate = createUnauthorizedGate(auth);

  /** Sends and reads the body text; transport failures become HttpError 0 (aborts pass through). */
  const exchange = async (outgoing: Outgoing, signal: AbortSignal | undefined) => {
    try {
      const response = await doFetch(outgoing.url, { ...outgoing.init, signal });
      const text = await response.text();
      return { status: response.status, ok: response.ok, body: parseBody(text) };
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      if (error instanceof HttpError) throw error;
      throw new HttpError(0, defaultErrorMessage(0), undefined);
    }
  };

  const idToken = async (): Promise<string> => {
    let token: string | null;
    try {
      token = await auth.getIdToken();
    } catch {
      throw new HttpError(0, defaultErrorMessage(0), undefined);
    }
    if (token === null) throw new HttpError(401, defaultErrorMessage(401), undefined);
    return token;
  };

  const callApi = async (route: ApiRoute<LooseParams, unknown>, params: LooseParams): Promise<unknown> => {
    const body = buildBody(route, params);
    const headers = (token: string): Record<string, string> => ({
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      Authorization: `Bearer ${token}`,
    });
    const outgoing = (token: string): Outgoing => ({
      url: buildUrl(base, route, params),
      init: { method: route.method, headers: headers(token), body },
    });

    const token = await idToken();
    let answer = await exchange(outgoing(token), params.signal);
    if (answer.status === 401) {
      const fresh = await gate.refreshAfter(token);
      if (fresh === null) {
        await gate.signOutAfter(token);
        throw errorFromBody(401, answer.body);
      }
      answer = await exchange(outgoing(fresh), params.signal);
      if (answer.status === 401) {
        await gate.signOutAfter(fresh);
        throw errorFromBody(401, answer.body);
      }
    }

    if (!answer.ok) {
      if (answer.status === 404 && route.emptyOn404) return [];
      if (!(answer.status === 400 && route.resultOn400 && isFailedResult(answer.body))) throw errorFromBody(answer.status, answer.body);
    }
    try {
      return route.read ? route.read(answer.body, params) : answer.body;
    } catch (error) {
      if (error instanceof UnexpectedAnswer) throw new HttpError(answer.status, error.message, answer.body);
      throw error;
    }
  };

  /** Sends with XMLHttpRequest so upload progress events reach `onProgress`. */
  const exchangeWithProgress = async (outgoing: Outgoing, body: Blob, onProgress: UploadProgress, signal: AbortSignal | undefined) => {
    const createXhr = xhrFactory();
    if (!createXhr) {
      const answer = await exchange(outgoing, signal);
      if (answer.ok) onProgress(body.size, body.size);
      return answer;
    }
    const headers = outgoing.init.headers as Record<string, string>;
    const answer = await sendWithProgress(createXhr, { method: outgoing.init.method ?? 'PUT', url: outgoing.url, headers, body }, onProgress, signal);
    return { status: answer.status, ok: answer.ok, body: parseBody(answer.text) };
  };

  const callPresigned = async (route: PresignedRoute<LooseParams>, params: LooseParams): Promise<void> => {
    const { url, body, contentType, onProgress } = route.presigned(params);
    // Deliberately no Authorization header: the address itself carries the permission.
    const outgoing: Outgoing = { url, init: { method: route.method, headers: { 'Content-Type': contentType }, body } };
    const answer = onProgress
      ? await exchangeWithProgress(outgoing, body, onProgress, params.signal)
      : await exchange(outgoing, params.signal);
    if (!answer.ok) throw errorFromBody(answer.status, answer.body);
  };

  const api: Record<string, Record<string, (params?: LooseParams) => Promise<unknown>>> = {};
  for (const domain of portalApiDomains) {
    const table = routes[domain] as unknown as Record<string, LooseRoute>;
    api[domain] = Object.fromEntries(
      Object.entries(table).map(([name, route]) => [
        name,
        (params: LooseParams = {}) => ('presigned' in route ? callPresigned(route, params) : callApi(route, params)),
      ]),
    );
  }
  return api as unknown as PortalApi;
}
