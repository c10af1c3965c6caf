/** The requests index.html's inline script started before the entry loaded (vite-plugins/startEarly.js). */
interface BootRequests {
  config?: Promise<Response>;
  refresh?: Promise<Response>;
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
export function takeBootRequest(name: keyof BootRequests): Promise<Response> | undefined {
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
