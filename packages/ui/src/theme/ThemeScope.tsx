import { useContext, useRef, type ReactNode } from 'react';
import { useMergeRefs } from '../internal/useMergeRefs';
import { useStyleRoot } from '../styled/useStyleRoot';
import { PortalScope } from './styles';
import { ThemeContext } from './ThemeContext';
import { useThemeCheck } from './useThemeCheck';

/**
 * Carries the nearest provider's theme (its CSS variables, part overrides, font, text colour,
 * `data-theme` and color-scheme, all as classes) into content portalled out of the provider's div.
 * It has no box of its own (`display: contents`), so layout is unchanged; the variables and font
 * still inherit through it. Outside every provider it logs a development error once.
 *
 * @example
 * <FloatingPortal>
 *   <ThemeScope>
 *     <MenuPanel>…</MenuPanel>
 *   </ThemeScope>
 * </FloatingPortal>
 */
export function ThemeScope({ children }: { children?: ReactNode }) {
  const { resolved } = useContext(ThemeContext);
  const checkRef = useThemeCheck<HTMLDivElement>('ThemeScope');
  // Portalled content may land in another root than its provider's (document.body from a shadow root).
  const scopeRef = useRef<HTMLDivElement>(null);
  useStyleRoot(scopeRef);
  const ref = useMergeRefs([checkRef, scopeRef]);
  return (
    <PortalScope ref={ref} data-ui="ThemeScope" data-theme={resolved.mode} $theme={resolved}>
      {children}
    </PortalScope>
  );
}
