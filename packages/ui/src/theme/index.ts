export { GreenroomThemeProvider, useThemeMode } from './GreenroomThemeProvider';
export type { GreenroomThemeProviderProps } from './GreenroomThemeProvider';
export { tokens } from './tokens';
export type { ThemeMode, ThemeTokens, ThemeVariable } from './tokens';
export { breakpoints, media } from './breakpoints';
export { focusRing } from './focusRing';
export { contrastRatio } from './contrast';
