import { queryKeys, type PortalApi, type PortalContextValue } from '@greenroom/core';

/** What the prefetch needs from PortalProvider. */
export interface SpaceWindowServices {
  api: Pick<PortalApi, 'bookings' | 'projects'>;
  queryClient: PortalContextValue['queryClient'];
}

/**
 * How long a prefetched bookings list or project list counts as fresh for the window mounting
 * after it: with the default (stale at once) the window would ask again for what has just
 * arrived, one more round trip before the space is usable (issue 31). Later mounts ask as before.
 */
export const PREFETCH_FRESH_MS = 5_000;

/**
 * Starts the space window's other first requests, the space's bookings (the Bookings tab it opens
 * on) and the producer's projects (its picker), as soon as the route and the session are known,
 * under the keys the window's own queries use: they find the answers on their way or in the cache
 * instead of asking after the window's code has loaded and rendered (issue 31). The space itself
 * comes from the linked-record fetch. Failures are the window's to show.
 * @example prefetchSpaceWindow({ api, queryClient }, 'space-1', session.producerID);
 */
export function prefetchSpaceWindow({ api, queryClient }: SpaceWindowServices, spaceID: string, producerID: string): void {
  queryClient.setQueryDefaults(queryKeys.bookings.list(spaceID), { staleTime: PREFETCH_FRESH_MS });
  queryClient.setQueryDefaults(queryKeys.projects.withSpaces(producerID), { staleTime: PREFETCH_FRESH_MS });
  void queryClient.prefetchQuery({
    queryKey: queryKeys.bookings.list(spaceID),
    queryFn: ({ signal }) => api.bookings.listForSpace({ spaceID, signal }),
  });
  void queryClient.prefetchQuery({
    queryKey: queryKeys.projects.withSpaces(producerID),
    queryFn: ({ signal }) => api.projects.listWithSpaces({ producerID, signal }),
    retry: false, // as the picker's own query: a failure is reported once, never asked again
  });
}
