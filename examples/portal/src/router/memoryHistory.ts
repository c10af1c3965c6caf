import { createKey, type HistoryUpdate, type NavigationType, type RouterHistory, type RouterLocation } from './history';
import { parsePath, type Path } from './path';

/** The entries a memory history starts with. */
export interface MemoryHistoryOptions {
  /** Default: ['/']. */
  initialEntries?: string[];
  /** The entry on show; default: the last. */
  initialIndex?: number;
}

/**
 * A history kept in memory, for tests: the same entries, ids and navigation types as the browser's
 * (Back with `go(-1)` reports 'POP' and gives the entry's id again), but Back and Forward happen at once.
 * @example
 * const history = createMemoryHistory({ initialEntries: ['/space/s1', '/admin-menu'] });
 * history.go(-1); // back on /space/s1
 */
export function createMemoryHistory({ initialEntries = ['/'], initialIndex }: MemoryHistoryOptions = {}): RouterHistory {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const entry = (path: Path): RouterLocation => ({ ...path, key: createKey() });
  const entries = (initialEntries.length > 0 ? initialEntries : ['/']).map((path) => entry(parsePath(path)));
  const clamp = (index: number) => Math.min(Math.max(index, 0), entries.length - 1);
  let index = clamp(initialIndex ?? entries.length - 1);
  let action: NavigationType = 'POP';
  let location: RouterLocation = { ...entries[index] };

  function change(next: NavigationType): void {
    action = next;
    // A fresh object per visit, even back on the same entry (same key).
    location = { ...entries[index] };
    const update = { action, location };
    listeners.forEach((listener) => listener(update));
  }

  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push(path: Path) {
      index += 1;
      entries.splice(index, entries.length - index, entry(path));
      change('PUSH');
    },
    replace(path: Path) {
      entries[index] = entry(path);
      change('REPLACE');
    },
    go(delta: number) {
      index = clamp(index + delta);
      change('POP');
    },
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
