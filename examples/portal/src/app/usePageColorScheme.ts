import { useEffect } from 'react';
import type { ThemeMode } from '@greenroom/ui';

/**
 * The page around the app (scrollbars, overscroll, form controls) follows the theme shown.
 * @example
 * const { mode } = useThemePreference({ store: portalThemeStore });
 * usePageColorScheme(mode);
 */
export function usePageColorScheme(mode: ThemeMode): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
  }, [mode]);
}
