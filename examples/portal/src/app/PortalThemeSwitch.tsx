import { ThemeSwitch, useThemePreference } from '@greenroom/ui';

/**
 * The header's theme switch, bound to the remembered preference the host's theme follows.
 * @example
 * <SpaceWindow headerActions={<PortalThemeSwitch />} ... />
 */
export function PortalThemeSwitch() {
  const theme = useThemePreference();
  return <ThemeSwitch value={theme.preference} onChange={theme.setPreference} />;
}
