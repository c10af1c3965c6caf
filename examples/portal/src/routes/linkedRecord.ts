import { matchPath, type NavigationType } from '../router';
import { queryKeys, type Booking, type InitialSelection, type PortalApi, type PortalContextValue, type Space } from '@greenroom/core';

/** The record a space or booking link points at. */
export type LinkTarget = { kind: 'space'; spaceID: string } | { kind: 'booking'; bookingID: string };

/** A fetched linked record. */
export type FetchedRecord = { status: 'space'; space: Space } | { status: 'booking'; booking: Booking };

/**
 * The record an address needs fetched: a booking link always (its space is not known before), a
 * space address only when it was arrived at from outside the app (typed, opened, or Back: POP).
 * @example linkTargetOf('/booking/b1', 'PUSH') // { kind: 'booking', bookingID: 'b1' }
 */
export function linkTargetOf(pathname: string, navigationType: NavigationType): LinkTarget | null {
  const bookingID = matchPath('/booking/:bookingID', pathname)?.params.bookingID;
  if (bookingID) return { kind: 'booking', bookingID };
  const spaceID = matchPath('/space/:spaceID', pathname)?.params.spaceID;
  if (spaceID && navigationType === 'POP') return { kind: 'space', spaceID };
  return null;
}

const visits = new WeakMap<object, string>();
let visitCount = 0;

/**
 * One id per navigation. The router's `location.key` repeats when Back returns to a history entry,
 * but each navigation hands out a new location object,
 * which both the prefetch and the main area see: a Back visit therefore fetches again (docs/reference/portal.md
 * §2: "The browser Back button re-fetches the linked record").
 * @example const visit = visitOf(useLocation());
 */
export function visitOf(location: object): string {
  let visit = visits.get(location);
  if (!visit) {
    visitCount += 1;
    visit = `visit-${visitCount}`;
    visits.set(location, visit);
  }
  return visit;
}

/** What fetching a linked record needs from the PortalProvider. */
export interface LinkServices {
  api: PortalApi;
  queryClient: PortalContextValue['queryClient'];
}

/**
 * Fetches the linked record ONCE per visit (`visit` is the router location's key), into the same
 * cache entry the space window reads, so the host can start it before the space-window chunk has
 * arrived and the window then finds it fresh. A failed fetch is not kept: a new session retries.
 * @example
 * const record = await fetchLinkedRecord(services, { kind: 'space', spaceID }, location.key, producerID);
 */
export function fetchLinkedRecord({ api, queryClient }: LinkServices, target: LinkTarget, visit: string, producerID: string): Promise<FetchedRecord> {
  const id = target.kind === 'space' ? target.spaceID : target.bookingID;
  return queryClient.fetchQuery({
    queryKey: ['portal', 'linkVisit', visit, producerID, target.kind, id],
    staleTime: Infinity,
    retry: false,
    queryFn: (): Promise<FetchedRecord> =>
      target.kind === 'space'
        ? queryClient
            .fetchQuery({
              queryKey: queryKeys.spaces.detail(id),
              queryFn: ({ signal }) => api.spaces.get({ spaceID: id, producerID, signal }),
              staleTime: 0,
            })
            .then((space) => ({ status: 'space', space }))
        : queryClient
            .fetchQuery({
              queryKey: queryKeys.bookings.detail(id),
              queryFn: ({ signal }) => api.bookings.get({ bookingID: id, producerID, signal }),
              staleTime: 0,
            })
            .then((booking) => ({ status: 'booking', booking })),
  });
}

/**
 * The record a link points at as the query cache already holds it (the answer a server-rendered
 * page drew from, ADR 0008), or undefined.
 * @example const drawn = cachedRecord(queryClient, { kind: 'space', spaceID: 'space-1' });
 */
export function cachedRecord(queryClient: LinkServices['queryClient'], target: LinkTarget): FetchedRecord | undefined {
  if (target.kind === 'space') {
    const space = queryClient.getQueryData<Space>(queryKeys.spaces.detail(target.spaceID));
    return space ? { status: 'space', space } : undefined;
  }
  const booking = queryClient.getQueryData<Booking>(queryKeys.bookings.detail(target.bookingID));
  return booking ? { status: 'booking', booking } : undefined;
}

/**
 * What the space window selects for a linked record, as MainArea's effect sets it: the space, and
 * for a booking its space and the booking as the Bookings tab's selection. A server-rendered page
 * (ADR 0008) starts with it on both sides.
 * @example selectionFor({ status: 'booking', booking }) // { spaceID: booking.spaceID, features: { bookings: booking.bookingID } }
 */
export function selectionFor(record: FetchedRecord): InitialSelection {
  if (record.status === 'space') return { spaceID: record.space.spaceID };
  return { spaceID: record.booking.spaceID, features: { bookings: record.booking.bookingID } };
}
