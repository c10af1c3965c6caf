import { createContext, useContext } from 'react';
import type { Appearance, AppearanceTheme } from './appearance';
import { resolveAppearance, type ResolvedAppearance } from './resolveAppearance';
import type { Density, ThemeMode } from './tokens';

/** What the nearest theme provider gives its subtree. */
export interface ThemeContextValue {
  /** False outside every GreenroomProvider / GreenroomThemeProvider. */
  provided: boolean;
  /** The provider's theme setting ('system' stays 'system'); nested providers inherit it. */
  theme: AppearanceTheme;
  /** The appearance merged with the enclosing providers' (nested providers inherit it). */
  appearance: Appearance;
  resolved: ResolvedAppearance;
}

const unthemed: ThemeContextValue = {
  provided: false,
  theme: 'light',
  appearance: {},
  resolved: resolveAppearance(undefined, 'light', () => undefined),
};

/** The nearest provider's theme; {@link unthemed} outside any. */
export const ThemeContext = createContext<ThemeContextValue>(unthemed);

/** The theme as a component sees it. */
export interface GreenroomTheme {
  /** False when no GreenroomProvider / GreenroomThemeProvider is above: the part renders unstyled. */
  provided: boolean;
  /** The colour scheme in effect ('system' already resolved). */
  mode: ThemeMode;
  density: Density;
  /** The merged appearance the provider was given. */
  appearance: Appearance;
}

/**
 * The theme of the nearest GreenroomProvider / GreenroomThemeProvider: the mode in effect, the
 * density and the appearance, and whether there is a provider at all.
 *
 * @example
 * const { mode, density } = useGreenroomTheme();
 * const rowHeight = density === 'compact' ? 36 : 44;
 */
export function useGreenroomTheme(): GreenroomTheme {
  const { provided, resolved, appearance } = useContext(ThemeContext);
  return { provided, mode: resolved.mode, density: resolved.density, appearance };
}
