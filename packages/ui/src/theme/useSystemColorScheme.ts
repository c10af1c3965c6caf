import { useSyncExternalStore } from 'react';
import type { ThemeMode } from './tokens';

// Apart from useThemePreference: the first screens need the system's scheme, not the stores.
const DARK_QUERY = '(prefers-color-scheme: dark)';

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
