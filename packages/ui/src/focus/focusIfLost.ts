/**
 * Moves focus to `target` when nothing has it (the focused element was removed, e.g. the sign-in
 * button or a picked menu item), so keyboard and screen-reader users continue from the new
 * screen's heading instead of the page's start.
 * @example
 * useEffect(() => focusIfLost(headingRef.current), []);
 */
export function focusIfLost(target: HTMLElement | null): void {
  const active = target?.ownerDocument.activeElement;
  if (target && (!active || active === target.ownerDocument.body)) target.focus({ preventScroll: true });
}
