import { loadOnce } from '../internal/loadOnce';
import type * as VirtualBodyModule from './virtualBody';

/** The module with the virtual body (and @tanstack/react-virtual in it). */
export type VirtualBodyCode = typeof VirtualBodyModule;

const importVirtualBody = (): Promise<VirtualBodyCode> => import('./virtualBody');

// Loaded once for every long table of the page; a failed load is tried again by the next table.
const virtualBodyCode = loadOnce(importVirtualBody);

/**
 * The virtual body's code if it is already here, so a table mounted later places its rows before
 * its first paint.
 * @example const code = loadedVirtualBody(); if (code) create(code);
 */
export function loadedVirtualBody(): VirtualBodyCode | null {
  return virtualBodyCode.loaded();
}

/**
 * Loads the virtual body's code (a table with more rows than it lays out in flow does so when it
 * mounts). Tests and stories may call it ahead.
 * @example await loadVirtualBody();
 */
export function loadVirtualBody(): Promise<VirtualBodyCode> {
  return virtualBodyCode.load();
}

/**
 * Tests: replaces how the code is fetched (to hold it or let it fail) and forgets a copy already
 * loaded, as on a fresh page; without an argument, the real import again.
 * @example setVirtualBodyFetch(() => gate.then(() => import('./virtualBody')));
 */
export function setVirtualBodyFetch(fetch: () => Promise<VirtualBodyCode> = importVirtualBody): void {
  virtualBodyCode.reset(fetch);
}
