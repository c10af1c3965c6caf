import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while React hydrates a server-rendered page (it reads the server's
 * value then), true afterwards and in a page rendered on the client: what the server drew can be
 * kept until hydration is over and the browser's own values take over.
 * @example const mode = prerendered && !useHydrated() ? prerendered.mode : liveMode;
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
