import type { Path } from './path';

/**
 * How the current address was reached: 'POP' (the first load, Back, Forward), 'PUSH' (a link or a
 * navigate) or 'REPLACE' (navigate with `{ replace: true }`, Navigate).
 */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/**
 * The navigation types by name, as react-router spells them.
 * @example linkTargetOf('/space/s1', NavigationType.Pop)
 */
export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const;

/** The address on show. */
export interface RouterLocation extends Path {
  /**
   * One id per history entry, kept in the entry (history.state): Back or Forward to an entry gives
   * its id again; a push or a replace makes a new one.
   */
  key: string;
}

/** One change of address: what the history now shows and how it got there. */
export interface HistoryUpdate {
  action: NavigationType;
  location: RouterLocation;
}

/** What the router needs from a history: the browser's (createBrowserHistory) or one in memory (createMemoryHistory). */
export interface RouterHistory {
  /** The current entry; a new object after every change (so it can tell visits apart). */
  readonly location: RouterLocation;
  readonly action: NavigationType;
  push(path: Path): void;
  replace(path: Path): void;
  /** Back (-1) or Forward (1); reported to the listeners as 'POP'. */
  go(delta: number): void;
  /** Calls `listener` after each change; returns the unsubscribe. */
  listen(listener: (update: HistoryUpdate) => void): () => void;
}

/**
 * A new history entry id.
 * @example createKey() // 'k3j9x0ab'
 */
export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
