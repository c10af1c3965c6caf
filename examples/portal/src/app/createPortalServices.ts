import {
  createHttpApi,
  createPortalQueryClient,
  createSelectionStore,
  createServerAuth,
  type AuthProvider,
  type PortalApi,
  type PortalContextValue,
  type SelectionStore,
} from '@greenroom/core';
import { withBootGets, withBootRefresh } from './bootRequests';

/** What the host creates once and hands to PortalProvider. */
export interface PortalServices {
  auth: AuthProvider;
  api: PortalApi;
  queryClient: PortalContextValue['queryClient'];
  selection: SelectionStore;
}

/**
 * The reference server's user pool and product API on the same origin (`/api`), plus the query
 * client and selection store the host clears on sign-out.
 * @example
 * const [services] = useState(() => createPortalServices('/api'));
 */
export function createPortalServices(baseUrl: string): PortalServices {
  // The first refresh (restoring the session on load) may already be on its way from index.html.
  const auth = createServerAuth({ baseUrl, fetch: withBootRefresh(`${baseUrl.replace(/\/+$/, '')}/auth/refresh`) });
  return {
    auth,
    // A link's first data calls may be on their way from index.html too.
    api: createHttpApi({ baseUrl, auth, fetch: withBootGets() }),
    queryClient: createPortalQueryClient(),
    selection: createSelectionStore(),
  };
}
