/** The requests index.html's inline script started before the entry loaded (vite-plugins/startEarly.js). */
interface BootRequests {
  config?: Promise<Response>;
  refresh?: Promise<Response>;
  /** A link's first data calls, with the stored session's token or the one the refresh handed out. */
  gets?: BootGet[];
  /** On a page the server drew: stops holding clicks and hands over those held (src/prerender/heldClicks.ts). */
  releaseClicks?: () => Element[];
}

/** One GET index.html started: its address, its Authorization header, whose token that was, and its answer. */
interface BootGet {
  url: string;
  authorization: string;
  producerID?: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __greenroomBoot?: BootRequests;
  }
}

/**
 * Takes a request index.html already started, once: the caller then owns its answer (a body can
 * be read once, and a refresh token is rotated on use, so it must never be sent twice).
 * @example const early = takeBootRequest('config') ?? fetch('/api/config');
 */
export function takeBootRequest(name: 'config' | 'refresh'): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const boot = window.__greenroomBoot;
  const request = boot?.[name];
  if (boot) delete boot[name];
  return request;
}

/**
 * A fetch for the auth provider whose first POST to `refreshUrl` answers with the refresh
 * index.html started, if it started one; every other call goes to `fetchImpl`.
 * @example createServerAuth({ baseUrl: '/api', fetch: withBootRefresh('/api/auth/refresh') })
 */
export function withBootRefresh(refreshUrl: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)) {
  return (input: string, init?: RequestInit): Promise<Response> => {
    if (input === refreshUrl && init?.method === 'POST') {
      const early = takeBootRequest('refresh');
      if (early) return early;
    }
    return fetchImpl(input, init);
  };
}

/** An address with its query parameters sorted and decoded alike, however each side encoded them. */
function sameAddress(url: string): string {
  const [path, query = ''] = url.split('?');
  const params = [...new URLSearchParams(query)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/**
 * Takes the answer of a GET index.html already started for `url`, once (see takeBootRequest):
 * started with the same Authorization header, or for `producerID`, the producer the app is signed
 * in as (index.html used the stored token, and the refresh since handed out a new one for the same
 * producer); undefined when there is none.
 * @example const early = takeBootGet('/api/space/usage?spaceID=s1', 'Bearer t', 'p1');
 */
export function takeBootGet(url: string, authorization: string | null, producerID?: string): Promise<Response> | undefined {
  const gets = typeof window === 'undefined' ? undefined : window.__greenroomBoot?.gets;
  if (!gets || !authorization) return undefined;
  const wanted = sameAddress(url);
  const index = gets.findIndex(
    (get) => (get.authorization === authorization || (producerID !== undefined && get.producerID === producerID)) && sameAddress(get.url) === wanted,
  );
  if (index < 0) return undefined;
  return gets.splice(index, 1)[0].response;
}

/**
 * A fetch for the API adapter whose GETs answer with the same call index.html started (a link's
 * first data calls, issue 31), when it started one for that address and the same token or the
 * producer `signedInAs()` names; every other call goes to `fetchImpl`.
 * @example createHttpApi({ baseUrl: '/api', auth, fetch: withBootGets(fetch, () => producerID) })
 */
export function withBootGets(
  fetchImpl: (input: string, init: RequestInit) => Promise<Response> = (input, init) => fetch(input, init),
  signedInAs: () => string | undefined = () => undefined,
) {
  return (input: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? 'GET') === 'GET') {
      const early = takeBootGet(input, new Headers(init.headers).get('authorization'), signedInAs());
      if (early) return early;
    }
    return fetchImpl(input, init);
  };
}
