import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '../router';
import type { PageView } from './viewCookie';

/** The address the server drew and the view it drew it in, while the app is still on it. */
interface Prerendered {
  path: string;
  view: PageView;
}

const PrerenderedContext = createContext<Prerendered | null>(null);

/**
 * Names the address the server drew (ADR 0008), and the theme and zone it drew it in, while the
 * app is still on it: the linked record then shows from the server's answer instead of 'Loading'.
 * After the first navigation away it names nothing, so coming back (Back) fetches the record again
 * as any visit does.
 * @example <PrerenderedProvider view={prerendered}>{routes}</PrerenderedProvider>
 */
export function PrerenderedProvider({ view, children }: { view: PageView | undefined; children: ReactNode }) {
  const { pathname } = useLocation();
  const [first] = useState(() => (view ? { path: pathname, view } : null));
  const [left, setLeft] = useState(false);
  useEffect(() => {
    if (first && pathname !== first.path) setLeft(true);
  }, [first, pathname]);
  const shown = !left && first?.path === pathname ? first : null;
  return <PrerenderedContext.Provider value={shown}>{children}</PrerenderedContext.Provider>;
}

/**
 * The address the server drew while the app is still on it, else null.
 * @example const drawn = usePrerenderedLink() === location.pathname;
 */
export function usePrerenderedLink(): string | null {
  return useContext(PrerenderedContext)?.path ?? null;
}

/**
 * The time zone the server drew the viewer's "your time" lines in, while the app is still on the
 * address it drew; null otherwise (the browser's own zone applies).
 * @example const zone = usePrerenderedZone();
 */
export function usePrerenderedZone(): string | null {
  return useContext(PrerenderedContext)?.view.viewerZone ?? null;
}
