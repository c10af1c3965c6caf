import {
  createHttpApi,
  createPortalQueryClient,
  createSelectionStore,
  type AuthProvider,
  type FetchFunction,
  type PortalApi,
  type PortalContextValue,
  type SelectionStore,
} from '@greenroom/core';
import { withBootGets } from './bootRequests';
import { createPortalAuth } from './createPortalAuth';

/** What the host creates once and hands to PortalProvider. */
export interface PortalServices {
  auth: AuthProvider;
  api: PortalApi;
  queryClient: PortalContextValue['queryClient'];
  selection: SelectionStore;
}

/** How a server-rendered page's services differ from a browser's own. */
export interface PortalServicesOptions {
  /** The API's fetch (default: the browser's, taking index.html's first calls); the server render answers in-process. */
  fetch?: FetchFunction;
}

/**
 * The reference server's user pool and product API on the same origin (`/api`), plus the query
 * client and selection store the host clears on sign-out. `auth` is the identity adapter the
 * sign-in entry already signed in with, when it did (default: a new createPortalAuth).
 * @example
 * const [services] = useState(() => createPortalServices('/api'));
 */
export function createPortalServices(baseUrl: string, auth: AuthProvider = createPortalAuth(baseUrl), options: PortalServicesOptions = {}): PortalServices {
  // The producer signed in now: index.html's first data calls for them answer the app's same calls.
  let producerID: string | undefined;
  auth.subscribe((session) => {
    producerID = session?.producerID;
  });
  return {
    auth,
    // A link's first data calls may be on their way from index.html too.
    api: createHttpApi({ baseUrl, auth, fetch: options.fetch ?? withBootGets(undefined, () => producerID) }),
    queryClient: createPortalQueryClient(),
    selection: createSelectionStore(),
  };
}
