import { ThemeSwitch, useThemePreference } from '@greenroom/ui';
import { portalThemeStore } from './themeCookie';

/**
 * The header's theme switch, bound to the remembered preference (its cookie) the host's theme follows.
 * @example
 * <SpaceWindow headerActions={<PortalThemeSwitch />} ... />
 */
export function PortalThemeSwitch() {
  const theme = useThemePreference({ store: portalThemeStore });
  return <ThemeSwitch value={theme.preference} onChange={theme.setPreference} />;
}
