import { useEffect } from 'react';
import type { ThemeMode, ThemePreference } from '@greenroom/ui';

/** The cookie that mirrors the theme switch's choice ('light' or 'dark'; absent: follow the system). */
export const THEME_COOKIE = 'greenroom.theme';

const MAX_AGE_SECONDS = 400 * 86_400;

/**
 * The mode the header's theme switch chose, from its cookie mirror; undefined when it follows the
 * system (or without cookies). The sign-in entry reads this instead of the kit's localStorage
 * preference: a page's first localStorage read waits for the browser to open the origin's storage.
 * @example const mode = storedThemeMode() ?? systemMode;
 */
export function storedThemeMode(doc: Pick<Document, 'cookie'> = document): ThemeMode | undefined {
  try {
    const value = doc.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${THEME_COOKIE}=`))
      ?.slice(THEME_COOKIE.length + 1);
    return value === 'light' || value === 'dark' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the cookie mirror in step with the theme preference the full app shows (useThemePreference).
 * @example
 * const { mode, preference } = useThemePreference();
 * useThemeCookie(preference);
 */
export function useThemeCookie(preference: ThemePreference): void {
  useEffect(() => {
    try {
      document.cookie = `${THEME_COOKIE}=${preference === 'system' ? '; Max-Age=0' : `${preference}; Max-Age=${MAX_AGE_SECONDS}`}; Path=/; SameSite=Strict`;
    } catch {
      // No cookies: the sign-in screen follows the system.
    }
  }, [preference]);
}
