import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { usePortal, type AuthSession } from '@greenroom/core';
import { fetchLinkedRecord, linkTargetOf, visitOf } from './linkedRecord';
import { prefetchSpaceWindow } from './prefetchSpaceWindow';

/**
 * Starts fetching a space or booking link's record as soon as the address and the session are
 * known, while the space window's code is still on its way; the main area then takes the same
 * fetch (one request per visit). A space link also starts its bookings and the projects. Its
 * failure is the main area's to handle.
 * @example
 * usePrefetchLinkedRecord(session);
 */
export function usePrefetchLinkedRecord(session: AuthSession | null | undefined): void {
  const { api, queryClient } = usePortal();
  const location = useLocation();
  const navigationType = useNavigationType();
  const producerID = session?.producerID;
  useEffect(() => {
    const target = linkTargetOf(location.pathname, navigationType);
    if (!producerID || !target) return;
    fetchLinkedRecord({ api, queryClient }, target, visitOf(location), producerID).catch(() => undefined);
    if (target.kind === 'space') prefetchSpaceWindow({ api, queryClient }, target.spaceID, producerID);
    // Once per visit and producer, like the main area's own fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location, producerID]);
}
