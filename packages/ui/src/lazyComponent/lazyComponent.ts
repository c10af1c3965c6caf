import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component that can be loaded ahead; once loaded it renders without suspending. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export type PreloadableComponent<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts loading the component's code (once); settles when it is there. A failed load rejects and may be tried again. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` with a `preload()`, and no suspense once the code is here. A plain lazy component
 * suspends on its first render even when its chunk is already loaded (an `import()` answers a
 * tick later), so its Suspense fallback shows and React then holds the content back for up to
 * 300 ms (its reveal throttle). Preloaded (on intent, or as soon as the route is known), this one
 * renders at once.
 * @example
 * const MainArea = lazyComponent(() => import('./MainArea'));
 * void MainArea.preload(); // the address shows it: start now, not at its first render
 * <Suspense fallback={<LoadingScreen />}><MainArea session={session} /></Suspense>
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): PreloadableComponent<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const start = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a failed chunk may load on the next try
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => {
    if (!loaded) return start();
    // Already here: a thenable that answers at once lets React render it in this pass (no fallback).
    const module = loaded;
    return { then: (resolve: (value: { default: T }) => void) => resolve(module) } as Promise<{ default: T }>;
  });
  return Object.assign(Lazy, { preload: () => start().then(() => undefined) });
}
