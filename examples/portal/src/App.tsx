import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate as useRouterNavigate } from './router';
import { PortalProvider, type AuthSession } from '@greenroom/core';
import { GreenroomThemeProvider, LoadingScreen, useThemePreference } from '@greenroom/ui';
import { SessionKeeper } from '@greenroom/auth';
import type { PortalConfig, PortalSsoConfig } from './config';
import { createPortalServices, type PortalServices } from './app/createPortalServices';
import { usePageColorScheme } from './app/usePageColorScheme';
import { useSession } from './app/useSession';
import { portalThemeStore } from './app/themeCookie';
import { PrerenderedProvider } from './prerender/PrerenderedLink';
import { replayHeldClicks } from './prerender/heldClicks';
import { useHydrated } from './prerender/useHydrated';
import type { PageView } from './prerender/viewCookie';
import { PortalRoutes } from './routes/PortalRoutes';
import { useBackButton } from './routes/useBackButton';
import { usePrefetchLinkedRecord } from './routes/usePrefetchLinkedRecord';
import { useSeedAdminRole } from './routes/useSeedAdminRole';

export interface AppProps {
  /** GET /api/config: the product name and the public link hosts. */
  config: PortalConfig;
  /** Default: the reference server's user pool and API on this origin's /api. */
  services?: PortalServices;
  /**
   * The session the sign-in entry just signed in with (through `services.auth`): shown at once,
   * without restoring it from the refresh cookie.
   */
  initialSession?: AuthSession;
  /**
   * The page was drawn on the server (ADR 0008) in this theme and viewer's time zone: hydration
   * draws the same, and the browser's own take over once it is done.
   */
  prerendered?: PageView;
}

/**
 * The host: the theme (the system's colour scheme unless the header's switch chose one), one PortalProvider wired to the server on this origin, the session keeper
 * while signed in, and the routes of docs/reference/portal.md §2. Must sit inside a router.
 * @example
 * <BrowserRouter><App config={await loadPortalConfig()} /></BrowserRouter>
 */
export function App({ config, services: given, initialSession, prerendered }: AppProps) {
  const [services] = useState(() => given ?? createPortalServices('/api'));
  const { session, authFailed } = useSession(services.auth, initialSession);
  const routerNavigate = useRouterNavigate();
  // The features' navigate takes a path only; the router's function is stable, so this one is too.
  const navigate = useCallback((path: string) => routerNavigate(path), [routerNavigate]);
  const { mode: liveMode } = useThemePreference({ store: portalThemeStore });
  const hydrated = useHydrated();
  const mode = prerendered && !hydrated ? prerendered.mode : liveMode;
  usePageColorScheme(mode);
  // After the hydration's commit: when a page the server drew can be used by hand (npm run bench:browser
  // reads it), and the clicks made on it before then are replayed.
  useEffect(() => {
    if (!prerendered) return;
    performance.mark('greenroom:hydrated');
    // In a task of its own: inside this effect React is still at work, so a click on a part it has
    // not hydrated yet (a Suspense boundary's) could not hydrate that part at once, and were lost.
    const replay = setTimeout(replayHeldClicks, 0);
    return () => clearTimeout(replay);
    // Once: hydration happens once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <GreenroomThemeProvider mode={mode}>
      <PortalProvider
        api={services.api}
        auth={services.auth}
        links={config.links}
        productName={config.productName}
        navigate={navigate}
        theme={mode}
        queryClient={services.queryClient}
        selection={services.selection}
      >
        <SignedOutCleanup session={session} services={services} />
        <PrerenderedProvider view={prerendered}>
          {session === undefined ? <LoadingScreen /> : <Portal session={session} authFailed={authFailed} sso={config.sso} />}
        </PrerenderedProvider>
      </PortalProvider>
    </GreenroomThemeProvider>
  );
}

function Portal({ session, authFailed, sso }: { session: AuthSession | null; authFailed: boolean; sso?: PortalSsoConfig }): ReactNode {
  useBackButton(session);
  usePrefetchLinkedRecord(session);
  useSeedAdminRole(session);
  // Always mounted: it reports a session that ends on its own (and then goes to /), even though
  // the signed-in routes are gone by the time its sign-out finishes.
  return (
    <SessionKeeper>
      <PortalRoutes session={session} authFailed={authFailed} sso={sso} />
    </SessionKeeper>
  );
}

/** Whatever way a session ends, the next producer starts with no cached data and no selection. */
function SignedOutCleanup({ session, services }: { session: AuthSession | null | undefined; services: PortalServices }) {
  const producerID = session?.producerID;
  const previous = useRef(producerID);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== producerID) {
      services.queryClient.clear();
      services.selection.getState().reset();
    }
    previous.current = producerID;
  }, [producerID, services]);
  return null;
}
