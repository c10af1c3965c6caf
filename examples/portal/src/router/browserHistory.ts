import { createKey, type HistoryUpdate, type NavigationType, type RouterHistory, type RouterLocation } from './history';
import { createPath, type Path } from './path';

/** What this router keeps in `history.state`: the entry's id. */
interface EntryState {
  key: string;
}

function keyOf(state: unknown): string | undefined {
  const key = state && typeof state === 'object' ? (state as Partial<EntryState>).key : undefined;
  return typeof key === 'string' ? key : undefined;
}

/**
 * The browser's history (the address bar, Back and Forward) for the router. Each entry's id lives in
 * its `history.state`, so Back to an entry gives the same `location.key` again. An entry made
 * without one (the page load, a pushState before the router existed) gets one when first shown.
 * @example
 * const history = createBrowserHistory();
 * history.push({ pathname: '/home', search: '', hash: '' });
 */
export function createBrowserHistory(win: Window = window): RouterHistory {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  let action: NavigationType = 'POP';
  let location = read();

  /** The current entry, giving it an id first if it has none. */
  function read(): RouterLocation {
    const state: unknown = win.history.state;
    let key = keyOf(state);
    if (!key) {
      key = createKey();
      win.history.replaceState({ ...(state && typeof state === 'object' ? state : {}), key } satisfies EntryState, '');
    }
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, key };
  }

  function change(next: NavigationType): void {
    action = next;
    location = read();
    const update = { action, location };
    listeners.forEach((listener) => listener(update));
  }

  const onPopState = () => change('POP');

  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push(path: Path) {
      win.history.pushState({ key: createKey() } satisfies EntryState, '', createPath(path));
      change('PUSH');
    },
    replace(path: Path) {
      win.history.replaceState({ key: createKey() } satisfies EntryState, '', createPath(path));
      change('REPLACE');
    },
    go(delta: number) {
      // The browser moves later and says so with 'popstate'.
      win.history.go(delta);
    },
    listen(listener) {
      if (listeners.size === 0) win.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPopState);
      };
    },
  };
}
