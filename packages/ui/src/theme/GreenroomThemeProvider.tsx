import { useContext, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { StyleRoot } from '../styled/StyleRoot';
import { useStyleRoot } from '../styled/useStyleRoot';
import { mergeAppearance, type Appearance, type AppearanceTheme } from './appearance';
import { developmentMessage } from './devWarning';
import { checkTheme, resolveAppearance } from './resolveAppearance';
import { ThemeRoot } from './styles';
import { ThemeContext, type ThemeContextValue } from './ThemeContext';
import type { ThemeMode } from './tokens';
import { useSystemColorScheme } from './useSystemColorScheme';

export interface GreenroomThemeProviderProps {
  /** Shorthand for `appearance.theme` ('light', 'dark' or 'system'); `appearance.theme` wins when both are set. Default: the enclosing provider's, else 'light'. */
  mode?: AppearanceTheme;
  /** Theme, variables and per-part overrides; nested providers inherit and may override it. */
  appearance?: Appearance;
  children?: ReactNode;
  className?: string;
  /** The wrapper's own layout (padding, grid); the theme itself never goes through `style`. */
  style?: CSSProperties;
  /** The page's CSP nonce, for the `<style>` a server render writes (and older browsers' `<style>`). Default: the enclosing provider's. */
  nonce?: string;
}

const warnInDevelopment = (message: string) => developmentMessage('warn', message);

/**
 * Themes its subtree: the kit's CSS variables (light, dark or following the system), font,
 * box-sizing, resets of a host page's element rules and the `appearance.elements` overrides, all
 * as generated classes on a wrapper div: never on `:root` or other global selectors, never as a
 * `style` attribute. A server render writes the rules its parts used into one `<style>` after
 * them; in the browser they go into a constructed style sheet that this root's document or
 * shadow root adopts. So a partner page keeps its own styles, several providers with different
 * themes can share a page, and server-rendered markup is styled under a strict CSP. Put it once
 * around the portal or each partner embed (or use GreenroomProvider, which includes it).
 *
 * @example
 * <GreenroomThemeProvider appearance={{ theme: 'system', variables: { colorPrimary: '#0a7c72' } }}>
 *   <App />
 * </GreenroomThemeProvider>
 */
export function GreenroomThemeProvider({ mode, appearance, children, className, style, nonce }: GreenroomThemeProviderProps) {
  const outer = useContext(ThemeContext);
  const system = useSystemColorScheme();
  const theme = checkTheme(appearance?.theme, warnInDevelopment) ?? checkTheme(mode, warnInDevelopment) ?? (outer.provided ? outer.theme : 'light');
  const resolvedMode: ThemeMode = theme === 'system' ? system : theme;
  // Keyed by content, so an appearance written inline (a new object each render) resolves once.
  const key = JSON.stringify(mergeAppearance(outer.provided ? outer.appearance : undefined, appearance));
  const value = useMemo<ThemeContextValue>(() => {
    const merged = JSON.parse(key) as Appearance;
    return { provided: true, theme, appearance: merged, resolved: resolveAppearance(merged, resolvedMode, warnInDevelopment) };
  }, [key, theme, resolvedMode]);
  const rootRef = useRef<HTMLDivElement>(null);
  useStyleRoot(rootRef, nonce);
  return (
    <StyleRoot nonce={nonce}>
      <ThemeContext.Provider value={value}>
        <ThemeRoot ref={rootRef} data-ui="GreenroomTheme" data-theme={resolvedMode} className={className} style={style} $theme={value.resolved}>
          {children}
        </ThemeRoot>
      </ThemeContext.Provider>
    </StyleRoot>
  );
}

/**
 * The colour scheme in effect at the nearest GreenroomThemeProvider ('light' outside any; 'system'
 * resolved to the system's scheme).
 *
 * @example
 * const mode = useThemeMode();
 */
export function useThemeMode(): ThemeMode {
  return useContext(ThemeContext).resolved.mode;
}
