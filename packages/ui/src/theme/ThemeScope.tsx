import type { CSSProperties, ReactNode } from 'react';
import { useThemeMode } from './GreenroomThemeProvider';
import { PortalScope } from './styles';
import { tokens } from './tokens';

/**
 * Carries the nearest provider's theme (its CSS variables, font, text colour, `data-theme` and
 * color-scheme) into content portalled out of the provider's div. It has no box of its own
 * (`display: contents`), so layout is unchanged; the variables and font still inherit through it.
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
    <PortalScope data-ui="ThemeScope" data-theme={mode} style={style}>
      {children}
    </PortalScope>
  );
}
