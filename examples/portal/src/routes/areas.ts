import { lazyComponent } from '@greenroom/ui';
import { adminPaths } from '../adminScreens';

// Each area is its own chunk, fetched when a route first needs it, or ahead by preloadAreaFor.
export const SignInRoute = lazyComponent(() => import('./SignInRoute'));
export const MainArea = lazyComponent(() => import('./MainArea'));
export const AdminArea = lazyComponent(() => import('./AdminArea'));

/** The space window's addresses: /, /home, /space/{id} and /booking/{id}. */
const MAIN_PATH = /^\/(home|space\/[^/]+|booking\/[^/]+)?\/?$/;

/**
 * Loads the code of the area `pathname` shows (and, for the space window, its first tab's), so the
 * first render draws it without a Suspense fallback and React's reveal throttle (issue 31). The
 * chunks are already on their way (index.html preloads them), so this waits for little. Settles
 * either way: a failed load shows the routes' load notice when the area renders.
 * @example await preloadAreaFor(window.location.pathname, hasSessionHint());
 */
export function preloadAreaFor(pathname: string, signedIn: boolean): Promise<void> {
  const main = MAIN_PATH.test(pathname);
  let loading: Promise<unknown> | undefined;
  if (!signedIn) loading = main && pathname !== '/home' ? SignInRoute.preload() : undefined;
  else if (main) loading = import('./MainArea').then((area) => Promise.all([MainArea.preload(), area.preloadFirstTab(pathname)]));
  else if (adminPaths.includes(pathname)) loading = AdminArea.preload();
  return (loading ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}
