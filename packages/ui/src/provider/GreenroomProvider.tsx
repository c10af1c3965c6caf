import { PortalProvider, type PortalProviderProps } from '@greenroom/core';
import type { ReactNode } from 'react';
import { StyleRoot } from '../styled/StyleRoot';
import type { Appearance, AppearanceTheme } from '../theme/appearance';
import { GreenroomThemeProvider, useThemeMode } from '../theme/GreenroomThemeProvider';

/** Props of GreenroomProvider: PortalProvider's, plus how the panels look. */
export interface GreenroomProviderProps extends Omit<PortalProviderProps, 'theme' | 'children'> {
  /** Theme, variables and per-part overrides of every panel inside. */
  appearance?: Appearance;
  /** Shorthand for `appearance.theme` ('light', 'dark' or 'system'); `appearance.theme` wins. Default 'light'. */
  theme?: AppearanceTheme;
  /** The page's CSP nonce: on the `<style>` a server render writes (and, in browsers without constructable style sheets, on the kit's `<style>`). */
  nonce?: string;
  /** Class of the themed wrapper div (its layout on the host's page). */
  className?: string;
  children?: ReactNode;
}

/** PortalProvider, told the colour scheme actually in effect (so `usePortalTheme()` agrees with the screen). */
function PortalWithMode(props: Omit<PortalProviderProps, 'theme'>) {
  const mode = useThemeMode();
  return <PortalProvider {...props} theme={mode} />;
}

/**
 * The one provider a host or a partner needs for styled, working panels: core's PortalProvider
 * (api, auth, links, productName, navigate, clock, alert, the query client and selection store)
 * inside the theme provider with its `appearance`, plus the CSP nonce for the styles. Throws,
 * like PortalProvider, naming every missing required prop.
 *
 * @example
 * <GreenroomProvider
 *   api={api}
 *   auth={auth}
 *   links={config.links}
 *   productName="Harbour Hall"
 *   navigate={(path) => router.navigate(path)}
 *   appearance={{ theme: 'system', variables: { colorPrimary: '#0a7c72', density: 'compact' } }}
 *   nonce={cspNonce}
 * >
 *   <BookingsList />
 * </GreenroomProvider>
 */
export function GreenroomProvider({ appearance, theme, nonce, className, children, ...portal }: GreenroomProviderProps) {
  return (
    <StyleRoot nonce={nonce}>
      <GreenroomThemeProvider mode={theme} appearance={appearance} className={className}>
        <PortalWithMode {...portal}>{children}</PortalWithMode>
      </GreenroomThemeProvider>
    </StyleRoot>
  );
}
