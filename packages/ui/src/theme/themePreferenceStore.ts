import type { ThemeMode } from './tokens';

/** What the person chose: follow the system setting, or always light or dark. */
export type ThemePreference = 'system' | ThemeMode;

/**
 * Where useThemePreference keeps the person's choice. The kit has two: the default (localStorage)
 * and cookieThemeStore; a host may bring its own, e.g. one backed by the person's profile.
 *
 * @example
 * const memoryStore = (): ThemePreferenceStore => {
 *   let value: ThemePreference = 'system';
 *   const listeners = new Set<() => void>();
 *   return {
 *     read: () => value,
 *     write: (next) => { value = next; listeners.forEach((listener) => listener()); },
 *     subscribe: (listener) => { listeners.add(listener); return () => listeners.delete(listener); },
 *   };
 * };
 */
export interface ThemePreferenceStore {
  /** The choice now; 'system' when none is kept. Called on every render, so it must be cheap. */
  read: () => ThemePreference;
  /** Keeps the choice and calls every subscribed listener (read must answer it from then on). */
  write: (next: ThemePreference) => void;
  /** Calls `listener` whenever the choice may have changed; answers the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

const preferences: readonly ThemePreference[] = ['system', 'light', 'dark'];

/** A stored value as a preference: anything but 'system', 'light' or 'dark' means 'system'. */
export function parseThemePreference(value: string | null | undefined): ThemePreference {
  return preferences.includes(value as ThemePreference) ? (value as ThemePreference) : 'system';
}
