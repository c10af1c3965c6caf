import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { PortalProvider, usePortal } from '@greenroom/core';
import { useHydrated } from './useHydrated';

const DrawnAtContext = createContext<number | null>(null);

/**
 * Names the moment (epoch ms) the server drew a link page at (ADR 0008), for {@link DrawnClock}
 * below it. Wraps the App on the server and around the hydration, outside the App's own provider.
 * @example <DrawnAtProvider at={page.drawnAt}><App … /></DrawnAtProvider>
 */
export function DrawnAtProvider({ at, children }: { at: number; children: ReactNode }) {
  return <DrawnAtContext.Provider value={at}>{children}</DrawnAtContext.Provider>;
}

/**
 * The features' clock (`useNow`) for `children`: the moment the server drew the page at, while it
 * renders and while the browser hydrates it, so what depends on the time (the booking editor's
 * LIVE badge, its Attendees tab, a locked capacity) is drawn the same on both sides even when a
 * booking starts in between; the provider's own clock once hydration is over (the features then
 * render again with it). Without a drawn page (no {@link DrawnAtProvider}) it adds nothing.
 * @example <DrawnClock><SpaceWindow … /></DrawnClock>
 */
export function DrawnClock({ children }: { children: ReactNode }) {
  const portal = usePortal();
  const given = useContext(DrawnAtContext);
  // Decided once: the tree keeps its shape when hydration ends.
  const [drawnAt] = useState(given);
  const hydrated = useHydrated();
  const now = useMemo(() => (drawnAt === null || hydrated ? portal.now : () => new Date(drawnAt)), [drawnAt, hydrated, portal.now]);
  if (drawnAt === null) return children;
  // The same provider again with only the clock changed: its texts follow the enclosing ones.
  return (
    <PortalProvider {...portal} now={now}>
      {children}
    </PortalProvider>
  );
}
