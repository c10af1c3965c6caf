import { THEME_PREFERENCE_KEY } from './themePreferenceKey';
import { readThemeCookie, themeCookieAssignment } from './themePreferenceCookie';
import { parseThemePreference, type ThemePreference, type ThemePreferenceStore } from './themePreferenceStore';

const stores = new Map<string, ThemePreferenceStore>();

/**
 * A theme preference store in a cookie ('light' or 'dark'; absent: 'system'; `Path=/;
 * SameSite=Strict`, kept 400 days). Unlike localStorage, reading a cookie never waits for the
 * browser to open the origin's storage, which a page's first localStorage read does (~16 ms, up to
 * ~200 ms on a loaded machine, issue 31); and a server can read the choice too.
 *
 * A choice the default store kept in localStorage is not lost: when the store gets its first
 * subscriber (after React's first commit, never during a render) and there is no cookie, it looks
 * there once the browser is idle, and moves a 'light' or 'dark' it finds into the cookie (removing
 * it from localStorage; choosing 'system' removes it too). Other tabs' changes show when this
 * window gets the focus. The same name always answers the same store, so every hook using it
 * stays in step.
 *
 * @example
 * const themeStore = cookieThemeStore();
 * const { mode, preference, setPreference } = useThemePreference({ store: themeStore });
 */
export function cookieThemeStore(name: string = THEME_PREFERENCE_KEY): ThemePreferenceStore {
  let store = stores.get(name);
  if (!store) stores.set(name, (store = createCookieThemeStore(name)));
  return store;
}

function createCookieThemeStore(name: string): ThemePreferenceStore {
  const listeners = new Set<() => void>();
  // Used only when the browser refuses the cookie, so the choice holds until reload.
  let unsaved: ThemePreference | undefined;
  let cancelLocalCheck: (() => void) | undefined;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const readCookie = (): ThemePreference => {
    try {
      return readThemeCookie(document.cookie, name);
    } catch {
      return 'system';
    }
  };
  // Sets the cookie; answers whether the browser kept it (it may ignore or refuse cookies).
  const saveCookie = (next: ThemePreference): boolean => {
    try {
      document.cookie = themeCookieAssignment(name, next);
      return readCookie() === next;
    } catch {
      return false;
    }
  };

  // Moves a choice the default store left in localStorage into the cookie (when there is none).
  const adoptLocalChoice = () => {
    cancelLocalCheck = undefined;
    if (unsaved || readCookie() !== 'system') return;
    const stored = readLocalChoice();
    if (stored === null) return;
    const choice = parseThemePreference(stored);
    if (choice === 'system') return forgetLocalChoice();
    if (saveCookie(choice)) forgetLocalChoice();
    else unsaved = choice;
    notify();
  };

  return {
    read: () => unsaved ?? readCookie(),
    write(next) {
      // The person's choice now wins over one found later in localStorage.
      cancelLocalCheck?.();
      cancelLocalCheck = undefined;
      unsaved = saveCookie(next) ? undefined : next;
      // A choice an earlier version kept in localStorage beside the cookie must not come back as
      // soon as the cookie is gone.
      if (next === 'system') whenIdle(forgetLocalChoice);
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) cancelLocalCheck = whenIdle(adoptLocalChoice);
      listeners.add(listener);
      // Cookies have no change event everywhere; another tab's choice shows on coming back.
      window.addEventListener('focus', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('focus', listener);
        if (listeners.size > 0) return;
        cancelLocalCheck?.();
        cancelLocalCheck = undefined;
      };
    },
  };
}

function readLocalChoice(): string | null {
  try {
    return window.localStorage.getItem(THEME_PREFERENCE_KEY);
  } catch {
    return null;
  }
}

function forgetLocalChoice(): void {
  try {
    window.localStorage.removeItem(THEME_PREFERENCE_KEY);
  } catch {
    // No storage: nothing to forget.
  }
}

/** Runs `task` when the browser is idle (soon, without requestIdleCallback); answers the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}
