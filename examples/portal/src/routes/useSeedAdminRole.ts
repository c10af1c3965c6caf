import { useEffect, useRef } from 'react';
import { useLocation } from '../router';
import { queryKeys, usePortal, type AuthSession } from '@greenroom/core';
import { adminPaths } from '../adminScreens';
import { keepFresh } from './prefetchSpaceWindow';

/**
 * The admin gate asks for the producer's role on every admin page. When the first screen is an
 * admin page, the session has just come from the server (the refresh or the sign-in answer) with
 * the stored role in it: the gate takes that role instead of one more round trip (issue 31). Once
 * per producer; later admin pages ask as before.
 * @example useSeedAdminRole(session);
 */
export function useSeedAdminRole(session: AuthSession | null | undefined): void {
  const { queryClient } = usePortal();
  const { pathname } = useLocation();
  const seeded = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!session || seeded.current === session.producerID) return;
    seeded.current = session.producerID;
    if (!adminPaths.includes(pathname)) return;
    keepFresh(queryClient, queryKeys.producers.role(session.producerID));
    queryClient.setQueryData(queryKeys.producers.role(session.producerID), session.role);
    // Only the first screen's session: a later page goes through the gate's own call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, queryClient]);
}
