import { createElement, lazy, type ComponentProps, type ComponentType, type FunctionComponent } from 'react';
import { loadOnce } from '../internal/loadOnce';

/** A lazily loaded component that can be loaded ahead; once loaded it renders without suspending. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export type PreloadableComponent<T extends ComponentType<any>> = FunctionComponent<ComponentProps<T>> & {
  /** Starts loading the component's code (once); settles when it is there. A failed load rejects and may be tried again. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` with a `preload()`, and no suspense once the code is here. A plain lazy component
 * suspends on its first render even when its chunk is already loaded (an `import()` answers a
 * tick later), so its Suspense fallback shows and React then holds the content back for up to
 * 300 ms (its reveal throttle). Preloaded (on intent, or as soon as the route is known), this one
 * renders at once. After a failed load, the next `preload()` tries again (React.lazy alone keeps
 * its first failure for good); rendering alone never retries, so a missing chunk cannot loop.
 * @example
 * const MainArea = lazyComponent(() => import('./MainArea'));
 * void MainArea.preload(); // the address shows it: start now, not at its first render
 * <Suspense fallback={<LoadingScreen />}><MainArea session={session} /></Suspense>
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): PreloadableComponent<T> {
  // React.lazy keeps its first failure for good: after one, the next preload makes a new one.
  let failed = false;
  const code = loadOnce(load);
  const start = () =>
    code.load().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  const lazyOnce = () =>
    lazy(() => {
      const module = code.loaded();
      if (!module) return start();
      // Already here: a thenable that answers at once lets React render it in this pass (no fallback).
      return { then: (resolve: (value: { default: T }) => void) => resolve(module) } as Promise<{ default: T }>;
    });
  let current = lazyOnce();
  const latest = () => {
    if (failed) {
      failed = false;
      current = lazyOnce();
    }
    return current;
  };
  // Renders the current lazy: a failure stays one (for the error boundary) until a preload tries again.
  const Loaded: FunctionComponent<ComponentProps<T>> = (props) => createElement(current, props);
  return Object.assign(Loaded, {
    preload: () => {
      latest();
      return start().then(() => undefined);
    },
  });
}
