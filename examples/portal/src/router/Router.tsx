import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createBrowserHistory } from './browserHistory';
import { RouterContext } from './context';
import type { HistoryUpdate, RouterHistory } from './history';
import { createMemoryHistory, type MemoryHistoryOptions } from './memoryHistory';

/**
 * Follows `history` and gives its location to the hooks below. Each change renders in a transition,
 * as react-router's routers did: the screen on show stays up while the next one's code loads,
 * instead of the Suspense fallback flashing in between.
 * @example <Router history={createMemoryHistory()}><App config={config} /></Router>
 */
export function Router({ history, children }: { history: RouterHistory; children?: ReactNode }) {
  const [update, setUpdate] = useState<HistoryUpdate>(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => {
    const unlisten = history.listen((next) => startTransition(() => setUpdate(next)));
    // A navigation between the first render and this subscription (a child's layout effect) is not lost.
    setUpdate((shown) => (shown.location === history.location ? shown : { action: history.action, location: history.location }));
    return unlisten;
  }, [history]);
  const state = useMemo(() => ({ history, location: update.location, navigationType: update.action }), [history, update]);
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

/**
 * The portal's router: the address bar, and the browser's Back and Forward buttons.
 * @example root.render(<BrowserRouter><App config={config} /></BrowserRouter>);
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <Router history={history}>{children}</Router>;
}

/**
 * A router over a history in memory, for tests: it starts on `initialEntries[initialIndex]` (default: the last).
 * @example render(<MemoryRouter initialEntries={['/space/s1']}><App config={config} /></MemoryRouter>);
 */
export function MemoryRouter({ initialEntries, initialIndex, children }: MemoryHistoryOptions & { children?: ReactNode }) {
  const [history] = useState(() => createMemoryHistory({ initialEntries, initialIndex }));
  return <Router history={history}>{children}</Router>;
}
