import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startEarlyScript } from '../../vite-plugins/startEarlyPlugin';

const source = readFileSync(new URL('../../vite-plugins/startEarly.js', import.meta.url), 'utf8');
const preloads = { signIn: ['/assets/SignInRoute-a.js', '/assets/TextField-b.js'], main: ['/assets/MainArea-c.js', '/assets/shared-d.js'], bookingsList: ['/assets/list-e.js', '/assets/shared-d.js'], admin: ['/assets/AdminArea-f.js'] };

/** Runs index.html's inline script at `path` in a fake page; answers what it started. */
function runAt(path: string, signedIn: boolean) {
  const fetches: { url: string; method: string }[] = [];
  const links: { rel: string; href: string }[] = [];
  const window = {
    location: { pathname: path },
    localStorage: { getItem: (key: string) => (signedIn && key === 'greenroom.signedIn' ? '1' : null) },
  } as Record<string, unknown>;
  const document = { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (link: { rel: string; href: string }) => links.push(link) } };
  const fetch = (url: string, init: { method?: string }) => {
    fetches.push({ url, method: init.method ?? 'GET' });
    return Promise.resolve(url);
  };
  new Function('window', 'document', 'fetch', startEarlyScript(source, preloads))(window, document, fetch);
  return { fetches, preloaded: links.map((link) => `${link.rel} ${link.href}`), boot: window.__greenroomBoot as Record<string, unknown> };
}

describe("index.html's start-early script", () => {
  it('signed out at /: asks for the config only and preloads the sign-in chunks', () => {
    const { fetches, preloaded, boot } = runAt('/', false);
    expect(fetches).toEqual([{ url: '/api/config', method: 'GET' }]);
    expect(preloaded).toEqual(['modulepreload /assets/SignInRoute-a.js', 'modulepreload /assets/TextField-b.js']);
    expect(Object.keys(boot)).toEqual(['config']);
  });

  it('signed in on a space link: the config and the refresh at once, the main area and the bookings list preloaded once each', () => {
    const { fetches, preloaded } = runAt('/space/space-1', true);
    expect(fetches).toEqual([
      { url: '/api/config', method: 'GET' },
      { url: '/api/auth/refresh', method: 'POST' },
    ]);
    expect(preloaded).toEqual(['modulepreload /assets/MainArea-c.js', 'modulepreload /assets/shared-d.js', 'modulepreload /assets/list-e.js']);
  });

  it('signed in on an admin page: the admin area', () => {
    expect(runAt('/admin-menu', true).preloaded).toEqual(['modulepreload /assets/AdminArea-f.js']);
  });

  it('carries no comments into the page', () => {
    expect(startEarlyScript(source, {})).not.toMatch(/\/\/|\/\*/);
  });
});
