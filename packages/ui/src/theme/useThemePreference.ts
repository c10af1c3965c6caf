import { useCallback, useSyncExternalStore } from 'react';
import { localStorageThemeStore } from './localStorageThemeStore';
import { useSystemColorScheme } from './useSystemColorScheme';
import type { ThemePreference, ThemePreferenceStore } from './themePreferenceStore';
import type { ThemeMode } from './tokens';

export type { ThemePreference, ThemePreferenceStore } from './themePreferenceStore';
export { THEME_PREFERENCE_KEY } from './themePreferenceKey';
export { useSystemColorScheme } from './useSystemColorScheme';

/** The theme preference and the mode it resolves to. */
export interface ThemePreferenceState {
  preference: ThemePreference;
  /** The mode to render: the preference, or the system's colour scheme for 'system'. */
  mode: ThemeMode;
  /** Remembers the choice (in the store) and tells every other user of the hook. */
  setPreference: (next: ThemePreference) => void;
}

/**
 * Options of useThemePreference.
 * @example useThemePreference({ store: cookieThemeStore() })
 */
export interface UseThemePreferenceOptions {
  /**
   * Where the choice is kept. Default: localStorage under THEME_PREFERENCE_KEY. Pass the same
   * store to every instance that should stay in step, e.g. `cookieThemeStore()`.
   */
  store?: ThemePreferenceStore;
}

/**
 * The person's light/dark choice: 'system' (the default) follows `prefers-color-scheme` and its
 * changes; 'light' and 'dark' are remembered in the store (localStorage unless `store` says
 * otherwise). All instances using the same store stay in step. A server render answers 'system'.
 *
 * @example
 * const { mode, preference, setPreference } = useThemePreference();
 * <GreenroomThemeProvider mode={mode}>
 *   <ThemeSwitch value={preference} onChange={setPreference} />
 * </GreenroomThemeProvider>
 * @example
 * // In a cookie: the first screen reads no localStorage (which waits for the origin's storage).
 * const themeStore = cookieThemeStore();
 * const { mode } = useThemePreference({ store: themeStore });
 */
export function useThemePreference({ store = localStorageThemeStore }: UseThemePreferenceOptions = {}): ThemePreferenceState {
  // Called as methods, so a store may be a class instance; stable while the store is.
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const read = useCallback(() => store.read(), [store]);
  const preference = useSyncExternalStore(subscribe, read, () => 'system' as const);
  const system = useSystemColorScheme();
  const setPreference = useCallback((next: ThemePreference) => store.write(next), [store]);
  return { preference, mode: preference === 'system' ? system : preference, setPreference };
}
