// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createBrowserHistory } from './browserHistory';
import type { HistoryUpdate } from './history';
import { createPath, parsePath } from './path';

/**
 * The part of a browser window the history uses: a stack of entries with their state, and
 * 'popstate' fired when Back or Forward is taken (here when `settle` is called, as a browser does later).
 */
function fakeWindow(url = '/', state: unknown = null) {
  const events = new EventTarget();
  const stack = [{ url, state }];
  let index = 0;
  let pending = 0;
  const location = { pathname: '', search: '', hash: '' };
  const show = () => Object.assign(location, parsePath(stack[index].url));
  show();
  const history = {
    get state() {
      return stack[index].state;
    },
    pushState(next: unknown, _title: string, to: string) {
      stack.splice(index + 1, stack.length, { url: to, state: structuredClone(next) });
      index += 1;
      show();
    },
    replaceState(next: unknown, _title: string, to?: string) {
      stack[index] = { url: to ?? stack[index].url, state: structuredClone(next) };
      show();
    },
    go(delta: number) {
      pending += delta;
    },
  };
  const win = {
    history,
    location,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  } as unknown as Window;
  return {
    win,
    stack,
    settle() {
      index = Math.min(Math.max(index + pending, 0), stack.length - 1);
      pending = 0;
      show();
      events.dispatchEvent(new Event('popstate'));
    },
  };
}

describe('createBrowserHistory', () => {
  it('gives the page-load entry a key in history.state, keeping what else is there', () => {
    const { win, stack } = fakeWindow('/space/s1?x=1', { other: 1 });
    const history = createBrowserHistory(win);
    expect(history.action).toBe('POP');
    expect(history.location).toMatchObject({ pathname: '/space/s1', search: '?x=1', hash: '' });
    expect(stack[0].state).toEqual({ other: 1, key: history.location.key });
    // A second router on the same entry (StrictMode) reads the same key.
    expect(createBrowserHistory(win).location.key).toBe(history.location.key);
  });

  it('pushes and replaces entries with new keys, and reports each change', () => {
    const { win, stack } = fakeWindow('/home');
    const history = createBrowserHistory(win);
    const updates: HistoryUpdate[] = [];
    history.listen((update) => updates.push(update));
    const first = history.location.key;
    history.push(parsePath('/space/s1'));
    history.replace(parsePath('/space/s2?y=2'));
    expect(stack.map((entry) => entry.url)).toEqual(['/home', '/space/s2?y=2']);
    expect(updates.map(({ action, location }) => [action, createPath(location)])).toEqual([
      ['PUSH', '/space/s1'],
      ['REPLACE', '/space/s2?y=2'],
    ]);
    expect(new Set([first, updates[0].location.key, updates[1].location.key]).size).toBe(3);
  });

  it("reports Back and Forward (popstate) as POP, with the entry's own key again", () => {
    const browser = fakeWindow('/space/s1');
    const history = createBrowserHistory(browser.win);
    const updates: HistoryUpdate[] = [];
    history.listen((update) => updates.push(update));
    const spaceKey = history.location.key;
    history.push(parsePath('/admin-menu'));
    const menuKey = history.location.key;

    history.go(-1);
    expect(updates).toHaveLength(1);
    browser.settle();
    history.go(1);
    browser.settle();
    history.go(-1);
    browser.settle();

    expect(updates.slice(1).map(({ action, location }) => [action, location.pathname, location.key])).toEqual([
      ['POP', '/space/s1', spaceKey],
      ['POP', '/admin-menu', menuKey],
      ['POP', '/space/s1', spaceKey],
    ]);
    expect(updates[3].location).not.toBe(updates[1].location);
  });

  it('gives an entry made outside the router a key the first time Back shows it, and the same one after', () => {
    const browser = fakeWindow('/');
    browser.win.history.pushState(null, '', '/home');
    const history = createBrowserHistory(browser.win);
    const homeKey = history.location.key;
    const keys: string[] = [];
    history.listen(({ location }) => keys.push(location.key));
    history.go(-1);
    browser.settle();
    history.go(1);
    browser.settle();
    history.go(-1);
    browser.settle();
    expect(keys).toEqual([keys[0], homeKey, keys[0]]);
    expect(keys[0]).not.toBe(homeKey);
  });

  it('listens to popstate only while someone listens', () => {
    const browser = fakeWindow('/home');
    const history = createBrowserHistory(browser.win);
    const updates: HistoryUpdate[] = [];
    history.listen((update) => updates.push(update))();
    browser.win.history.pushState(null, '', '/error');
    history.go(-1);
    browser.settle();
    expect(updates).toEqual([]);
  });
});
