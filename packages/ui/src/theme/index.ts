export { GreenroomThemeProvider, useThemeMode } from './GreenroomThemeProvider';
export { ThemeScope } from './ThemeScope';
export type { GreenroomThemeProviderProps } from './GreenroomThemeProvider';
export { useGreenroomTheme, type GreenroomTheme } from './ThemeContext';
export { useThemeCheck } from './useThemeCheck';
export { mergeAppearance } from './appearance';
export type { Appearance, AppearanceTheme, AppearanceVariables, AppearanceElements, ElementStyle } from './appearance';
export { resolveAppearance, type ResolvedAppearance } from './resolveAppearance';
export { APPEARANCE_PARTS, type AppearancePart } from './parts';
export { tokens, densitySpacing } from './tokens';
export type { Density, ThemeMode, ThemeTokens, ThemeVariable } from './tokens';
export { breakpoints, media } from './breakpoints';
export { focusRing } from './focusRing';
export { contrastRatio } from './contrast';
export { normalizeColor, mixColors, readableOn, hoverShade } from './color';
export {
  useThemePreference,
  useSystemColorScheme,
  THEME_PREFERENCE_KEY,
  type ThemePreference,
  type ThemePreferenceState,
  type ThemePreferenceStore,
  type UseThemePreferenceOptions,
} from './useThemePreference';
export { cookieThemeStore } from './cookieThemeStore';
