// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { HistoryUpdate } from './history';
import { createMemoryHistory } from './memoryHistory';
import { parsePath } from './path';

describe('createMemoryHistory', () => {
  it('starts on the last entry (or initialIndex), reached by POP', () => {
    expect(createMemoryHistory().location.pathname).toBe('/');
    const history = createMemoryHistory({ initialEntries: ['/space/s1', '/admin-menu'] });
    expect(history.location.pathname).toBe('/admin-menu');
    expect(history.action).toBe('POP');
    expect(createMemoryHistory({ initialEntries: ['/space/s1?x=1', '/admin-menu'], initialIndex: 0 }).location).toMatchObject({ pathname: '/space/s1', search: '?x=1' });
  });

  it('reports PUSH, REPLACE and POP, with a new key per push or replace and the same key back on an entry', () => {
    const history = createMemoryHistory({ initialEntries: ['/home'] });
    const updates: HistoryUpdate[] = [];
    history.listen((update) => updates.push(update));
    const first = history.location.key;

    history.push(parsePath('/space/s1'));
    const pushed = history.location.key;
    history.replace(parsePath('/space/s2'));
    const replaced = history.location.key;
    history.go(-1);
    history.go(1);

    expect(updates.map(({ action, location }) => [action, location.pathname])).toEqual([
      ['PUSH', '/space/s1'],
      ['REPLACE', '/space/s2'],
      ['POP', '/home'],
      ['POP', '/space/s2'],
    ]);
    expect(new Set([first, pushed, replaced]).size).toBe(3);
    expect(updates[2].location.key).toBe(first);
    expect(updates[3].location.key).toBe(replaced);
    // Each visit is its own object, even on the same entry.
    expect(updates[3].location).not.toBe(updates[1].location);
  });

  it('drops the entries ahead on a push, and stops at either end', () => {
    const history = createMemoryHistory({ initialEntries: ['/a', '/b', '/c'], initialIndex: 0 });
    history.push(parsePath('/d'));
    history.go(1);
    expect(history.location.pathname).toBe('/d');
    history.go(-5);
    expect(history.location.pathname).toBe('/a');
  });

  it('stops telling a listener once it unsubscribes', () => {
    const history = createMemoryHistory();
    const updates: HistoryUpdate[] = [];
    history.listen((update) => updates.push(update))();
    history.push(parsePath('/home'));
    expect(updates).toEqual([]);
  });
});
