import { cookieThemeStore, THEME_PREFERENCE_KEY, type ThemeMode } from '@greenroom/ui';

/** The cookie the theme switch's choice is kept in ('light' or 'dark'; absent: follow the system). */
export const THEME_COOKIE = THEME_PREFERENCE_KEY;

/**
 * Where the portal keeps the theme switch's choice: the kit's cookie store, so neither entry reads
 * localStorage for its first screen (a page's first localStorage read waits for the browser to open
 * the origin's storage, issue 31). Pass it to every useThemePreference.
 * @example const { mode, preference, setPreference } = useThemePreference({ store: portalThemeStore });
 */
export const portalThemeStore = cookieThemeStore(THEME_COOKIE);

/**
 * The mode the header's theme switch chose; undefined when it follows the system (or without
 * cookies). For the sign-in entry, which reads the choice once and shows no switch.
 * @example const mode = storedThemeMode() ?? systemMode;
 */
export function storedThemeMode(): ThemeMode | undefined {
  const preference = portalThemeStore.read();
  return preference === 'system' ? undefined : preference;
}
