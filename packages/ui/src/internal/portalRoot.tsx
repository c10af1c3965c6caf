import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where kit content that must not be clipped (the snackbar) portals to: the mount's container
 * under mountPanel (even inside a shadow root), `document.body` otherwise. A plain React portal,
 * so a panel that shows no popover does not load @floating-ui for it; dialogs, menus and pickers
 * keep floating-ui's FloatingPortal, whose root mountPanel sets to the same container.
 */
export const PortalRootContext = createContext<HTMLElement | null>(null);

const noSubscription = () => () => {};

/**
 * Renders `children` in the portal root (see PortalRootContext); nothing on the server, and
 * nothing in the render that hydrates server markup (the server drew no portal there, so drawing
 * one would be a hydration mismatch): the portal follows in the next render.
 * @example <BodyPortal><Region role="status">…</Region></BodyPortal>
 */
export function BodyPortal({ children }: { children: ReactNode }) {
  const root = useContext(PortalRootContext);
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!inBrowser) return null;
  return createPortal(children, root ?? document.body);
}
