import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from '../router';
import { useAlert, type AuthSession } from '@greenroom/core';
import { adminPaths } from '../adminScreens';

/** The alert a signed-out visitor gets from the Back button (docs/reference/portal.md §2, §8). */
export const PLEASE_LOG_IN = 'Please log in to see this page';

const linkPath = /^\/(space|booking)\/[^/]+\/?$/;

/**
 * The browser Back (and Forward) button of docs/reference/portal.md §2. Signed out, it alerts 'Please log in
 * to see this page' and goes to /. Signed in, a space or booking address is re-fetched (the main
 * area does that on every such visit) and an address that is neither a page of the portal nor a
 * link (/error, an unknown path) goes to /home.
 * @example
 * useBackButton(session);
 */
export function useBackButton(session: AuthSession | null | undefined): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const alert = useAlert();
  // Each visit is handled once; the location the hook mounts on is the page load, not a Back press.
  const handledKey = useRef(location.key);

  useEffect(() => {
    if (location.key === handledKey.current) return;
    handledKey.current = location.key;
    if (navigationType !== 'POP' || session === undefined) return;
    const path = location.pathname;
    if (session === null) {
      if (path === '/') return;
      alert(PLEASE_LOG_IN);
      navigate('/', { replace: true });
      return;
    }
    const known = path === '/' || path === '/home' || linkPath.test(path) || adminPaths.includes(path);
    if (!known) navigate('/home', { replace: true });
    // Deliberately keyed by the visit only: a session change is not a Back press.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
