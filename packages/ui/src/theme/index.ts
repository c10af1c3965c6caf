export { GreenroomThemeProvider, useThemeMode } from './GreenroomThemeProvider';
export { ThemeScope } from './ThemeScope';
export type { GreenroomThemeProviderProps } from './GreenroomThemeProvider';
export { tokens } from './tokens';
export type { ThemeMode, ThemeTokens, ThemeVariable } from './tokens';
export { breakpoints, media } from './breakpoints';
export { focusRing } from './focusRing';
export { contrastRatio } from './contrast';
export { useThemePreference, THEME_PREFERENCE_KEY, type ThemePreference, type ThemePreferenceState } from './useThemePreference';
