import { THEME_PREFERENCE_KEY } from './themePreferenceKey';
import { parseThemePreference, type ThemePreference, type ThemePreferenceStore } from './themePreferenceStore';

export { THEME_PREFERENCE_KEY } from './themePreferenceKey';

// Every hook instance on the page hears a change made by another one (the storage event only
// reaches other tabs).
const listeners = new Set<() => void>();
// Used only when storage refuses a write (private mode, quota), so the choice holds until reload.
let unsaved: ThemePreference | undefined;

/** The default store: localStorage under THEME_PREFERENCE_KEY; other tabs follow through `storage`. */
export const localStorageThemeStore: ThemePreferenceStore = {
  read() {
    if (unsaved) return unsaved;
    try {
      return parseThemePreference(window.localStorage.getItem(THEME_PREFERENCE_KEY));
    } catch {
      return 'system';
    }
  },
  write(next) {
    try {
      if (next === 'system') window.localStorage.removeItem(THEME_PREFERENCE_KEY);
      else window.localStorage.setItem(THEME_PREFERENCE_KEY, next);
      unsaved = undefined;
    } catch {
      unsaved = next;
    }
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener) {
    listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  },
};
