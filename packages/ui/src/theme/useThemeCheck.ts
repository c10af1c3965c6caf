import { useCallback, useContext, type RefCallback } from 'react';
import { developmentMessage } from './devWarning';
import { ThemeContext } from './ThemeContext';

declare const process: { env: { NODE_ENV?: string } };

/**
 * The outermost `data-ui` part around `node` (the panel it belongs to); for a portal scope, the
 * first part inside it (the dialog or menu); else `fallback`.
 */
function panelName(node: Element, fallback: string): string {
  let name: string | null = null;
  for (let element: Element | null = node; element; element = element.parentElement) {
    const part = element.getAttribute('data-ui');
    if (part && part !== 'ThemeScope') name = part;
  }
  return name ?? node.querySelector('[data-ui]')?.getAttribute('data-ui') ?? fallback;
}

function useThemeCheckInDevelopment<E extends Element>(part: string): RefCallback<E> {
  const { provided } = useContext(ThemeContext);
  return useCallback(
    (node: E | null) => {
      if (provided || !node) return;
      const panel = panelName(node, part);
      developmentMessage(
        'error',
        `<${panel}> is rendered outside GreenroomProvider/GreenroomThemeProvider: it has no theme variables and renders unstyled. ` +
          'Wrap it (or the page) in <GreenroomProvider> from @greenroom/ui, or in <GreenroomThemeProvider> beside your own PortalProvider, or mount it with mountPanel().',
      );
    },
    [provided, part],
  );
}

const noCheck = () => undefined;

// Chosen once, written out (not isDevelopment()) so a production bundle drops the check: it only
// ever logs in development.
/**
 * For the kit's root parts (Table, dialogs, popovers, snackbars): outside every theme provider,
 * logs once, in development only, which panel renders unstyled and how to fix it. Answers a ref
 * for the part's root element (used to name the enclosing panel).
 *
 * @example
 * const checkRef = useThemeCheck<HTMLDivElement>('Table');
 * return <TableRoot ref={checkRef} />;
 */
export const useThemeCheck: <E extends Element>(part: string) => RefCallback<E> | undefined =
  typeof process !== 'undefined' && process.env.NODE_ENV !== 'production' ? useThemeCheckInDevelopment : noCheck;
