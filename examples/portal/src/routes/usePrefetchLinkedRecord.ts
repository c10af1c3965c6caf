import { useEffect } from 'react';
import { useLocation, useNavigationType } from '../router';
import { usePortal, type AuthSession } from '@greenroom/core';
import { usePrerenderedLink } from '../prerender/PrerenderedLink';
import { fetchLinkedRecord, linkTargetOf, visitOf } from './linkedRecord';
import { prefetchBookingByID, prefetchBookingWindow } from './prefetchBookingWindow';
import { prefetchProjects, prefetchSpaceWindow } from './prefetchSpaceWindow';

/**
 * Starts fetching a space or booking link's record as soon as the address and the session are
 * known, while the space window's code is still on its way; the main area then takes the same
 * fetch (one request per visit). A space link also starts its bookings, usage and the projects; a
 * booking link the projects, its usage and guest list at once and, when the booking names its space, what its window shows
 * (prefetchBookingWindow). Failures are the main area's to handle.
 * @example
 * usePrefetchLinkedRecord(session);
 */
export function usePrefetchLinkedRecord(session: AuthSession | null | undefined): void {
  const { api, queryClient } = usePortal();
  const location = useLocation();
  const navigationType = useNavigationType();
  const producerID = session?.producerID;
  // A server-rendered page (ADR 0008) came with these answers: nothing to start.
  const prerendered = usePrerenderedLink() === location.pathname;
  useEffect(() => {
    const target = linkTargetOf(location.pathname, navigationType);
    if (!producerID || !target || prerendered) return;
    const services = { api, queryClient };
    const record = fetchLinkedRecord(services, target, visitOf(location), producerID);
    if (target.kind === 'space') prefetchSpaceWindow(services, target.spaceID, producerID);
    else {
      prefetchProjects(services, producerID);
      prefetchBookingByID(services, target.bookingID);
    }
    record.then((found) => found.status === 'booking' && prefetchBookingWindow(services, found.booking, producerID)).catch(() => undefined);
    // Once per visit and producer, like the main area's own fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location, producerID]);
}
