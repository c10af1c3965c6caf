/** The two colour schemes the kit ships. */
export type ThemeMode = 'light' | 'dark';

/** How much room the kit's parts take: 'comfortable' (the default) or 'compact'. */
export type Density = 'comfortable' | 'compact';

/** Every CSS variable the kit defines; components read them as `var(--gr-...)`. */
export type ThemeVariable =
  | '--gr-color-bg'
  | '--gr-color-surface'
  | '--gr-color-surface-alt'
  | '--gr-color-text'
  | '--gr-color-text-muted'
  | '--gr-color-primary'
  | '--gr-color-primary-contrast'
  | '--gr-color-primary-hover'
  | '--gr-color-border'
  | '--gr-color-danger'
  | '--gr-color-danger-contrast'
  | '--gr-color-danger-hover'
  | '--gr-color-success'
  | '--gr-color-focus'
  | '--gr-color-overlay'
  | '--gr-color-disabled'
  | '--gr-color-snackbar-bg'
  | '--gr-color-snackbar-text'
  | '--gr-color-snackbar-action'
  | '--gr-color-snackbar-success'
  | '--gr-color-snackbar-danger'
  | '--gr-radius'
  | '--gr-radius-sm'
  | '--gr-space-1'
  | '--gr-space-2'
  | '--gr-space-3'
  | '--gr-space-4'
  | '--gr-space-5'
  | '--gr-space-6'
  | '--gr-font'
  | '--gr-font-size-sm'
  | '--gr-font-size-md'
  | '--gr-font-size-lg'
  | '--gr-shadow'
  | '--gr-z-overlay'
  | '--gr-z-popover'
  | '--gr-z-snackbar';

export type ThemeTokens = Record<ThemeVariable, string>;

type SharedVariable = Exclude<ThemeVariable, `--gr-color-${string}` | '--gr-shadow'>;

const shared: Record<SharedVariable, string> = {
  '--gr-radius': '10px',
  '--gr-radius-sm': '6px',
  '--gr-space-1': '4px',
  '--gr-space-2': '8px',
  '--gr-space-3': '12px',
  '--gr-space-4': '16px',
  '--gr-space-5': '24px',
  '--gr-space-6': '32px',
  '--gr-font': "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--gr-font-size-sm': '0.8125rem',
  '--gr-font-size-md': '0.9375rem',
  '--gr-font-size-lg': '1.25rem',
  // Overlays (dialog backdrops) < popovers (menus, pickers, possibly inside dialogs) < snackbars.
  '--gr-z-overlay': '1300',
  '--gr-z-popover': '1400',
  '--gr-z-snackbar': '1500',
};

/**
 * The light and dark token sets, keyed by CSS variable name. Text colours meet WCAG AA (4.5:1)
 * on bg, surface and surface-alt; each *-contrast colour meets it on its fill. The snackbar is
 * inverted (dark in light mode, light in dark mode), so it has its own text, action and accent
 * colours that meet AA on its background.
 *
 * @example
 * const primary = tokens.dark['--gr-color-primary'];
 */
export const tokens: Record<ThemeMode, ThemeTokens> = {
  light: {
    ...shared,
    '--gr-color-bg': '#f5f3fa',
    '--gr-color-surface': '#ffffff',
    '--gr-color-surface-alt': '#f0edf8',
    '--gr-color-text': '#1d1a2b',
    '--gr-color-text-muted': '#5a5570',
    '--gr-color-primary': '#5a3fd0',
    '--gr-color-primary-contrast': '#ffffff',
    '--gr-color-primary-hover': '#4f37b7',
    '--gr-color-border': '#d5cfe5',
    '--gr-color-danger': '#c22336',
    '--gr-color-danger-contrast': '#ffffff',
    '--gr-color-danger-hover': '#ab1f30',
    '--gr-color-success': '#0b7560',
    '--gr-color-focus': '#0a8f8a',
    '--gr-color-overlay': 'rgba(22, 16, 44, 0.55)',
    '--gr-color-disabled': '#a7a2b8',
    '--gr-color-snackbar-bg': '#1d1a2b',
    '--gr-color-snackbar-text': '#ffffff',
    '--gr-color-snackbar-action': '#c4b5ff',
    '--gr-color-snackbar-success': '#3fd2b2',
    '--gr-color-snackbar-danger': '#ff7585',
    '--gr-shadow': '0 1px 2px rgba(29, 26, 43, 0.08), 0 8px 24px rgba(29, 26, 43, 0.12)',
  },
  dark: {
    ...shared,
    '--gr-color-bg': '#13101e',
    '--gr-color-surface': '#1c182d',
    '--gr-color-surface-alt': '#251f3a',
    '--gr-color-text': '#ece9f7',
    '--gr-color-text-muted': '#aba4c4',
    '--gr-color-primary': '#a08bff',
    '--gr-color-primary-contrast': '#13101e',
    '--gr-color-primary-hover': '#ab99ff',
    '--gr-color-border': '#3b3456',
    '--gr-color-danger': '#ff7585',
    '--gr-color-danger-contrast': '#13101e',
    '--gr-color-danger-hover': '#ff8694',
    '--gr-color-success': '#3fd2b2',
    '--gr-color-focus': '#4fe3d3',
    '--gr-color-overlay': 'rgba(0, 0, 0, 0.62)',
    '--gr-color-disabled': '#5d5776',
    '--gr-color-snackbar-bg': '#ece9f7',
    '--gr-color-snackbar-text': '#1d1a2b',
    '--gr-color-snackbar-action': '#4a2fc0',
    '--gr-color-snackbar-success': '#0b7560',
    '--gr-color-snackbar-danger': '#c22336',
    '--gr-shadow': '0 1px 2px rgba(0, 0, 0, 0.4), 0 10px 28px rgba(0, 0, 0, 0.45)',
  },
};

type SpaceVariable = Extract<ThemeVariable, `--gr-space-${string}`>;

/**
 * The spacing scale per density: comfortable is 4, 8, 12, 16, 24, 32 px; compact tightens it.
 *
 * @example
 * const gap = densitySpacing.compact['--gr-space-2']; // '6px'
 */
export const densitySpacing: Record<Density, Record<SpaceVariable, string>> = {
  comfortable: { '--gr-space-1': '4px', '--gr-space-2': '8px', '--gr-space-3': '12px', '--gr-space-4': '16px', '--gr-space-5': '24px', '--gr-space-6': '32px' },
  compact: { '--gr-space-1': '2px', '--gr-space-2': '6px', '--gr-space-3': '8px', '--gr-space-4': '12px', '--gr-space-5': '16px', '--gr-space-6': '24px' },
};
