import { useCallback, useSyncExternalStore } from 'react';
import type { ThemeMode } from './tokens';

/** What the person chose: follow the system setting, or always light or dark. */
export type ThemePreference = 'system' | ThemeMode;

/** The localStorage key the preference is remembered under (per origin). */
export const THEME_PREFERENCE_KEY = 'greenroom.theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const preferences: readonly ThemePreference[] = ['system', 'light', 'dark'];
// Every hook instance on the page hears a change made by another one (the storage event only
// reaches other tabs).
const listeners = new Set<() => void>();
// Used only when storage refuses a write (private mode, quota), so the choice holds until reload.
let unsaved: ThemePreference | undefined;

function readPreference(): ThemePreference {
  if (unsaved) return unsaved;
  try {
    const stored = window.localStorage.getItem(THEME_PREFERENCE_KEY);
    return preferences.includes(stored as ThemePreference) ? (stored as ThemePreference) : 'system';
  } catch {
    return 'system';
  }
}

function subscribePreference(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function systemQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
}

function subscribeSystem(listener: () => void): () => void {
  const query = systemQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

const readSystem = (): ThemeMode => (systemQuery()?.matches ? 'dark' : 'light');

/**
 * The system's colour scheme (`prefers-color-scheme`), kept current as it changes; 'light' in a
 * server render and in browsers without matchMedia.
 *
 * @example
 * const mode = useSystemColorScheme(); // 'dark' while the OS is in dark mode
 */
export function useSystemColorScheme(): ThemeMode {
  return useSyncExternalStore(subscribeSystem, readSystem, () => 'light' as const);
}

/** The theme preference and the mode it resolves to. */
export interface ThemePreferenceState {
  preference: ThemePreference;
  /** The mode to render: the preference, or the system's colour scheme for 'system'. */
  mode: ThemeMode;
  /** Remembers the choice (localStorage) and tells every other user of the hook. */
  setPreference: (next: ThemePreference) => void;
}

/**
 * The person's light/dark choice: 'system' (the default) follows `prefers-color-scheme` and its
 * changes; 'light' and 'dark' are remembered in localStorage. All instances stay in step.
 *
 * @example
 * const { mode, preference, setPreference } = useThemePreference();
 * <GreenroomThemeProvider mode={mode}>
 *   <ThemeSwitch value={preference} onChange={setPreference} />
 * </GreenroomThemeProvider>
 */
export function useThemePreference(): ThemePreferenceState {
  const preference = useSyncExternalStore(subscribePreference, readPreference, () => 'system' as const);
  const system = useSystemColorScheme();
  const setPreference = useCallback((next: ThemePreference) => {
    try {
      if (next === 'system') window.localStorage.removeItem(THEME_PREFERENCE_KEY);
      else window.localStorage.setItem(THEME_PREFERENCE_KEY, next);
      unsaved = undefined;
    } catch {
      unsaved = next;
    }
    for (const listener of [...listeners]) listener();
  }, []);
  return { preference, mode: preference === 'system' ? system : preference, setPreference };
}
