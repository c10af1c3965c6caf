import { useState } from 'react';
import { useSystemColorScheme, type ThemeMode } from '@greenroom/ui';
import { storedThemeMode } from '../app/themeCookie';

/**
 * The light/dark mode the header's theme switch chose (the portal's theme cookie, read once), else
 * the system's colour scheme, kept current. For the sign-in entry, which shows no theme switch, so
 * nothing changes the choice while it is open. It does not subscribe to the store either: that
 * would have the store look for an old localStorage choice while the person types, and a page's
 * first localStorage access waits for the browser to open the origin's storage (issue 31; up to
 * ~200 ms under load). The full app moves such a choice into the cookie.
 * @example const mode = useStoredThemeMode();
 */
export function useStoredThemeMode(): ThemeMode {
  const [stored] = useState(() => storedThemeMode());
  const system = useSystemColorScheme();
  return stored ?? system;
}
