import { FloatingPortal } from '@floating-ui/react';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { attachStyleRoot } from '../styled/styleSheet';
import { StyleRoot } from '../styled/StyleRoot';
import { PortalRootContext } from '../internal/portalRoot';
import type { Appearance, AppearanceTheme } from '../theme/appearance';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';

/** How mountPanel places a panel on a page it does not own. */
export interface MountPanelOptions<P> {
  /** The panel's props. */
  props: P;
  /** Theme, variables and per-part overrides of this panel; each mounted panel keeps its own. */
  appearance?: Appearance;
  /** Shorthand for `appearance.theme`: 'light', 'dark' or 'system' (`appearance.theme` wins). Default 'light'. */
  mode?: AppearanceTheme;
  /** Render inside an open shadow root on `element`: styles and every portal stay inside it. */
  shadow?: boolean;
  /** The page's CSP nonce. Browsers with constructable style sheets need none; older ones get it on the panel's `<style>`. */
  nonce?: string;
  /** Wrap in React.StrictMode (development checks, double effects). Default false. */
  strict?: boolean;
}

/**
 * Mounts a React panel into a partner's element and answers the function that removes it again.
 * The panel gets its own theme root (with `appearance`; the theme and part overrides are classes),
 * the kit's style sheet adopted by the page or by the shadow root (browsers without constructable
 * style sheets get a `<style>` carrying `nonce` instead), and its dialogs, popovers and snackbars
 * portal into the mount rather than into `document.body`. Unmounting removes every node it added
 * and lets a shadow root go of the sheet.
 *
 * @example
 * const unmount = mountPanel(document.getElementById('guests')!, GuestPanel, {
 *   props: { bookingID: 'b1' },
 *   appearance: { theme: 'dark', variables: { colorPrimary: '#0a7c72' }, elements: { Table: { borderRadius: 0 } } },
 *   shadow: true,
 *   nonce: window.cspNonce,
 * });
 * // later
 * unmount();
 */
export function mountPanel<P extends object>(element: HTMLElement, Panel: ComponentType<P>, options: MountPanelOptions<P>): () => void {
  const { props, appearance, mode, shadow = false, nonce, strict = false } = options;
  const host: HTMLElement | ShadowRoot = shadow ? (element.shadowRoot ?? element.attachShadow({ mode: 'open' })) : element;

  const container = document.createElement('div');
  container.setAttribute('data-greenroom-mount', '');
  host.append(container);
  // The kit's sheet is adopted by the shadow root (or the document) before the first render.
  const detachStyles = attachStyleRoot(shadow ? host : document, nonce);

  // The outer FloatingPortal makes `container` the portal root: every nested FloatingPortal
  // (dialogs, menus, pickers) appends its node under it instead of under document.body; the
  // PortalRootContext does the same for the kit's plain portals (the snackbar).
  const tree: ReactNode = (
    <StyleRoot nonce={nonce}>
      <FloatingPortal root={container} preserveTabOrder={false}>
        <PortalRootContext.Provider value={container}>
          <GreenroomThemeProvider mode={mode} appearance={appearance}>
            <Panel {...props} />
          </GreenroomThemeProvider>
        </PortalRootContext.Provider>
      </FloatingPortal>
    </StyleRoot>
  );
  const root = createRoot(container);
  root.render(strict ? <StrictMode>{tree}</StrictMode> : tree);

  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
    detachStyles();
    container.remove();
  };
}
