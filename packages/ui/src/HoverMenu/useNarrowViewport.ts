import { useSyncExternalStore } from 'react';

/** Below this width a submenu has no room beside its menu (a phone), so it takes the menu's place. */
export const NARROW_MENU_QUERY = '(max-width: 599px)';

function query(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_MENU_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the viewport is phone-narrow (NARROW_MENU_QUERY), following resizes.
 * @example
 * const narrow = useNarrowViewport(); // true at 390 px
 */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
