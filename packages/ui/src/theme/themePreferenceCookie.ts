import { parseThemePreference, type ThemePreference } from './themePreferenceStore';

// Browsers cap a cookie's lifetime at 400 days; each choice starts the count again.
const MAX_AGE_SECONDS = 400 * 86_400;

/** The preference in a `document.cookie` string: 'light' or 'dark', else (absent) 'system'. */
export function readThemeCookie(cookies: string, name: string): ThemePreference {
  const prefix = `${name}=`;
  const pair = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return parseThemePreference(pair?.slice(prefix.length));
}

/** What to assign to `document.cookie` to keep `preference` ('system' clears the cookie). */
export function themeCookieAssignment(name: string, preference: ThemePreference): string {
  const value = preference === 'system' ? '; Max-Age=0' : `${preference}; Max-Age=${MAX_AGE_SECONDS}`;
  return `${name}=${value}; Path=/; SameSite=Strict`;
}
