import type { CSSProperties, ReactNode } from 'react';
import { useThemeMode } from './GreenroomThemeProvider';
import { tokens } from './tokens';

/**
 * Carries the nearest provider's mode (its CSS variables, `data-theme` and color-scheme) into
 * content portalled out of the provider's div, e.g. to document.body. It has no box of its own
 * (`display: contents`), so layout is unchanged; the variables still inherit through it.
 *
 * @example
 * <FloatingPortal>
 *   <ThemeScope>
 *     <MenuPanel>…</MenuPanel>
 *   </ThemeScope>
 * </FloatingPortal>
 */
export function ThemeScope({ children }: { children?: ReactNode }) {
  const mode = useThemeMode();
  const style = { ...tokens[mode], display: 'contents', colorScheme: mode } as CSSProperties;
  return (
    <div data-theme={mode} style={style}>
      {children}
    </div>
  );
}
