/** Code loaded on first use and shared by every caller afterwards (see loadOnce). */
export interface LoadOnce<T> {
  /** Starts the load, or joins the one under way; settles with the value. After a failure the next call tries again. */
  load(): Promise<T>;
  /** The value once loaded, for a render that must not wait; null before. */
  loaded(): T | null;
  /** Tests: forgets what was loaded (as on a fresh page) and, when given, fetches with `fetch` from now on. */
  reset(fetch?: () => Promise<T>): void;
}

/**
 * One lazily fetched piece of code for the whole page: fetched on the first `load()`, shared by
 * every later caller, readable synchronously once here (so a component can render it in the same
 * pass instead of suspending). A failed fetch is not kept: the next `load()` asks again, so a
 * chunk that failed once on a flaky network does not stay broken until a reload.
 * @example
 * const menuCode = loadOnce(() => import('./FloatingHoverMenu').then((module) => module.FloatingHoverMenu));
 * const Menu = menuCode.loaded(); // null until the first load() has settled
 */
export function loadOnce<T>(fetch: () => Promise<T>): LoadOnce<T> {
  let fetchValue = fetch;
  let value: { current: T } | null = null;
  let loading: Promise<T> | null = null;
  return {
    load() {
      loading ??= fetchValue().then(
        (result) => {
          value = { current: result };
          return result;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => (value ? value.current : null),
    reset(next) {
      if (next) fetchValue = next;
      value = null;
      loading = null;
    },
  };
}
