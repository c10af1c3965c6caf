import { queryKeys, type PortalApi, type PortalContextValue } from '@greenroom/core';

/** What the prefetches need from PortalProvider. */
export interface SpaceWindowServices {
  api: Pick<PortalApi, 'bookings' | 'projects' | 'spaces'>;
  queryClient: PortalContextValue['queryClient'];
}

/**
 * How long a prefetched answer counts as fresh for the window mounting after it: with the default
 * (stale at once) the window would ask again for what has just arrived, one more round trip before
 * the space is usable (issue 31). Later mounts ask as before.
 */
export const PREFETCH_FRESH_MS = 5_000;

/**
 * Marks `queryKey`'s prefetched answer as fresh for PREFETCH_FRESH_MS: as the staleTime of queries
 * that keep the default, and as `meta.freshUntil` for those that always ask on mount (the space's
 * usage, the admin gate's role), which read it.
 * @example keepFresh(queryClient, queryKeys.spaces.usage('space-1'));
 */
export function keepFresh(queryClient: SpaceWindowServices['queryClient'], queryKey: readonly unknown[]): void {
  queryClient.setQueryDefaults(queryKey, { staleTime: PREFETCH_FRESH_MS, meta: { freshUntil: Date.now() + PREFETCH_FRESH_MS } });
}

/**
 * Starts the producer's projects (the window's picker) under the key the window's own query uses.
 * @example prefetchProjects(services, session.producerID);
 */
export function prefetchProjects({ api, queryClient }: SpaceWindowServices, producerID: string): void {
  keepFresh(queryClient, queryKeys.projects.withSpaces(producerID));
  void queryClient.prefetchQuery({
    queryKey: queryKeys.projects.withSpaces(producerID),
    queryFn: ({ signal }) => api.projects.listWithSpaces({ producerID, signal }),
    retry: false, // as the picker's own query: a failure is reported once, never asked again
  });
}

/**
 * Starts the usage the space header shows (it needs only the space's id, so it goes out beside
 * the space itself instead of after it).
 * @example prefetchUsage(services, 'space-1');
 */
export function prefetchUsage({ api, queryClient }: SpaceWindowServices, spaceID: string): void {
  keepFresh(queryClient, queryKeys.spaces.usage(spaceID));
  void queryClient.prefetchQuery({
    queryKey: queryKeys.spaces.usage(spaceID),
    queryFn: ({ signal }) => api.spaces.usage({ spaceID, signal }),
    retry: false, // as the header's own query: a failure shows 0
  });
}

/**
 * Starts the space window's other first requests, the space's bookings (the Bookings tab it opens
 * on), its usage and the producer's projects (its picker), as soon as the route and the session
 * are known, under the keys the window's own queries use: they find the answers on their way or in
 * the cache instead of asking after the window's code has loaded and rendered (issue 31). The space
 * itself comes from the linked-record fetch. Failures are the window's to show.
 * @example prefetchSpaceWindow({ api, queryClient }, 'space-1', session.producerID);
 */
export function prefetchSpaceWindow(services: SpaceWindowServices, spaceID: string, producerID: string): void {
  const { api, queryClient } = services;
  keepFresh(queryClient, queryKeys.bookings.list(spaceID));
  void queryClient.prefetchQuery({
    queryKey: queryKeys.bookings.list(spaceID),
    queryFn: ({ signal }) => api.bookings.listForSpace({ spaceID, signal }),
  });
  prefetchUsage(services, spaceID);
  prefetchProjects(services, producerID);
}
