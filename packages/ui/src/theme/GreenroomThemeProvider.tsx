import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import { ThemeRoot } from './styles';
import { tokens, type ThemeMode } from './tokens';

const ThemeModeContext = createContext<ThemeMode>('light');

export interface GreenroomThemeProviderProps {
  mode?: ThemeMode;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * Sets the kit's CSS variables (light or dark), font and box-sizing on a wrapper div, never on
 * `:root` or other global selectors, so a partner page keeps its own styles and several providers
 * with different modes can share a page. Put it once around the portal or each partner embed.
 *
 * @example
 * <GreenroomThemeProvider mode="dark">
 *   <App />
 * </GreenroomThemeProvider>
 */
export function GreenroomThemeProvider({ mode = 'light', children, className, style }: GreenroomThemeProviderProps) {
  const vars = tokens[mode];
  return (
    <ThemeModeContext.Provider value={mode}>
      <ThemeRoot
        data-ui="GreenroomTheme"
        data-theme={mode}
        className={className}
        style={{ ...(vars as CSSProperties), ...style }}
      >
        {children}
      </ThemeRoot>
    </ThemeModeContext.Provider>
  );
}

/**
 * The mode of the nearest GreenroomThemeProvider ('light' outside any provider).
 * Portalled content can put `data-theme={mode}` plus `tokens[mode]` on its own root.
 *
 * @example
 * const mode = useThemeMode();
 */
export function useThemeMode(): ThemeMode {
  return useContext(ThemeModeContext);
}
