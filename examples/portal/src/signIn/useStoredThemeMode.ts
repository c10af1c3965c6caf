import { useState } from 'react';
import { useSystemColorScheme, type ThemeMode } from '@greenroom/ui';
import { storedThemeMode } from '../app/themeCookie';

/**
 * The light/dark mode the header's theme switch chose (its cookie mirror, read once), else the
 * system's colour scheme, kept current. For the sign-in entry, which shows no theme switch: the
 * kit's useThemePreference reads localStorage and listens to `storage` events, and both make the
 * browser open the page's storage areas before the first paint (issue 31; up to ~200 ms under load).
 * @example const mode = useStoredThemeMode();
 */
export function useStoredThemeMode(): ThemeMode {
  const [stored] = useState(() => storedThemeMode());
  const system = useSystemColorScheme();
  return stored ?? system;
}
