/** The requests and hooks index.html's inline script left on the page, if this is a page. */
const pageBoot = (): Window['__greenroomBoot'] => (typeof window === 'undefined' ? undefined : window.__greenroomBoot);

/**
 * Replays the clicks index.html's inline script held on a page the server drew while React had
 * not hydrated it yet (vite-plugins/startEarly.js), in order, on the controls that are still in
 * the document; and stops holding. Call once, after the hydration's commit: the same elements are
 * React's now, so each click does what it would have done.
 * @example useEffect(() => replayHeldClicks(), []);
 */
export function replayHeldClicks(boot = pageBoot()): void {
  const held = boot?.releaseClicks?.() ?? [];
  for (const control of held) if (control.isConnected && control instanceof HTMLElement) control.click();
}

/**
 * Stops holding clicks and drops those held: for a drawn page that is drawn afresh instead of
 * hydrated (another producer's, a stale one), where the elements clicked are gone.
 * @example dropHeldClicks(); renderPortalApp(config);
 */
export function dropHeldClicks(boot = pageBoot()): void {
  boot?.releaseClicks?.();
}
