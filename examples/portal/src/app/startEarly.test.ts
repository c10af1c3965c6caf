import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { startEarlyScript } from '../../vite-plugins/startEarlyPlugin';

const source = readFileSync(new URL('../../vite-plugins/startEarly.js', import.meta.url), 'utf8');
const preloads = { portal: ['/assets/renderPortal-p.js', '/assets/shared-d.js'], signIn: ['/assets/SignInRoute-a.js', '/assets/TextField-b.js'], main: ['/assets/MainArea-c.js', '/assets/shared-d.js'], bookingsList: ['/assets/list-e.js', '/assets/shared-d.js'], admin: ['/assets/AdminArea-f.js'], adminScreen: ['/assets/AdminScreenPage-g.js'] };

/** Runs index.html's inline script at `path` in a fake page; answers what it started. */
function runAt(path: string, signedIn: boolean, configInPage = false, refreshAnswer?: unknown, bookingAnswer?: unknown, storedSession?: string) {
  const fetches: { url: string; method: string; authorization?: string }[] = [];
  const links: { rel: string; href: string }[] = [];
  const window = {
    location: { pathname: path },
    localStorage: {
      getItem: () => {
        throw new Error('the start-early script reads the hint from the cookie, never from localStorage');
      },
    },
  } as Record<string, unknown>;
  const document = {
    cookie: (signedIn ? 'greenroom.theme=dark; greenroom.signedIn=1' : 'greenroom.theme=dark') + (storedSession === undefined ? '' : `; greenroom.session=${storedSession}`),
    getElementById: (id: string) => (configInPage && id === 'greenroom-config' ? {} : null),
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  const fetch = (url: string, init: { method?: string; headers?: Record<string, string> }) => {
    fetches.push({ url, method: init.method ?? 'GET', ...(init.headers?.Authorization ? { authorization: init.headers.Authorization } : {}) });
    const answer = url === '/api/auth/refresh' ? refreshAnswer : url.startsWith('/api/booking?') ? bookingAnswer : undefined;
    return Promise.resolve({ url, ok: answer !== undefined, clone: () => ({ json: async () => answer }) });
  };
  new Function('window', 'document', 'fetch', 'URLSearchParams', startEarlyScript(source, preloads))(window, document, fetch, URLSearchParams);
  return { fetches, preloaded: links.map((link) => `${link.rel} ${link.href}`), boot: window.__greenroomBoot as Record<string, unknown> };
}

describe("index.html's start-early script", () => {
  it('signed out at / or on a link: asks for the config only and preloads nothing (the entry draws sign-in by itself)', () => {
    for (const path of ['/', '/space/space-1', '/booking/b-1']) {
      const { fetches, preloaded, boot } = runAt(path, false);
      expect(fetches).toEqual([{ url: '/api/config', method: 'GET' }]);
      expect(preloaded).toEqual([]);
      expect(Object.keys(boot)).toEqual(['config']);
    }
  });

  it("signed out elsewhere: the full portal's chunk, which answers that address", () => {
    expect(runAt('/admin-menu', false).preloaded).toEqual(['modulepreload /assets/renderPortal-p.js', 'modulepreload /assets/shared-d.js']);
  });

  it('signed in on a space link: the config and the refresh at once, the portal, the main area and the bookings list preloaded once each', () => {
    const { fetches, preloaded } = runAt('/space/space-1', true);
    expect(fetches).toEqual([
      { url: '/api/config', method: 'GET' },
      { url: '/api/auth/refresh', method: 'POST' },
    ]);
    expect(preloaded).toEqual([
      'modulepreload /assets/renderPortal-p.js',
      'modulepreload /assets/shared-d.js',
      'modulepreload /assets/MainArea-c.js',
      'modulepreload /assets/list-e.js',
    ]);
  });

  it('with the config in the page (served by the server): does not ask for it', () => {
    expect(runAt('/', false, true).fetches).toEqual([]);
    expect(runAt('/space/space-1', true, true).fetches).toEqual([{ url: '/api/auth/refresh', method: 'POST' }]);
  });

  it("signed in on a space link: once the refresh answers, the window's first calls with its token", async () => {
    const session = { idToken: 'tok', producerID: 'p 1' };
    const { fetches, boot } = runAt('/space/space%201', true, true, { session });
    await vi.waitFor(() => expect(fetches).toHaveLength(5));
    const bearer = 'Bearer tok';
    expect(fetches).toEqual([
      { url: '/api/auth/refresh', method: 'POST' },
      { url: '/api/projects-and-spaces?producerID=p+1', method: 'GET', authorization: bearer },
      { url: '/api/space?spaceID=space+1&producerID=p+1', method: 'GET', authorization: bearer },
      { url: '/api/space/bookings/all?spaceID=space+1', method: 'GET', authorization: bearer },
      { url: '/api/space/usage?spaceID=space+1', method: 'GET', authorization: bearer },
    ]);
    expect((boot.gets as { url: string }[]).map((get) => get.url)).toEqual(fetches.slice(1).map((fetch) => fetch.url));
  });

  it("signed in on a booking link: the projects, the booking and the editor's calls by its ID, then its space's calls once it answers", async () => {
    const booking = runAt('/booking/b-1', true, true, { session: { idToken: 'tok', producerID: 'p1' } }, { bookingID: 'b-1', spaceID: 's 9' });
    await vi.waitFor(() => expect(booking.fetches).toHaveLength(9));
    expect(booking.fetches.slice(1).map((fetch) => fetch.url)).toEqual([
      '/api/projects-and-spaces?producerID=p1',
      '/api/booking?bookingID=b-1&producerID=p1',
      '/api/booking/usage?bookingID=b-1',
      '/api/attendees/all?bookingID=b-1',
      '/api/email-deliveries?bookingID=b-1',
      '/api/space?spaceID=s+9&producerID=p1',
      '/api/space/usage?spaceID=s+9',
      '/api/calendars?spaceID=s+9',
    ]);
    expect((booking.boot.gets as { url: string }[]).map((get) => get.url)).toEqual(booking.fetches.slice(1).map((fetch) => fetch.url));

    // A booking that is refused (or names no space) starts no space calls.
    const unknown = runAt('/booking/b-2', true, true, { session: { idToken: 'tok', producerID: 'p1' } });
    await vi.waitFor(() => expect(unknown.fetches).toHaveLength(6));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unknown.fetches).toHaveLength(6);

    const refused = runAt('/space/space-1', true, true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refused.fetches).toEqual([{ url: '/api/auth/refresh', method: 'POST' }]);
  });

  it("signed in on a space link with a stored token that has over a minute left: the window's first calls at once, beside the refresh, for the stored producer", () => {
    const stored = (expiresAt: number) => encodeURIComponent(JSON.stringify({ idToken: 'stored', producerID: 'p1', expiresAt }));
    const { fetches, boot } = runAt('/space/s1', true, true, undefined, undefined, stored(Date.now() + 3_600_000));
    expect(fetches.map((fetch) => `${fetch.method} ${fetch.url} ${fetch.authorization ?? ''}`.trim())).toEqual([
      'POST /api/auth/refresh',
      'GET /api/projects-and-spaces?producerID=p1 Bearer stored',
      'GET /api/space?spaceID=s1&producerID=p1 Bearer stored',
      'GET /api/space/bookings/all?spaceID=s1 Bearer stored',
      'GET /api/space/usage?spaceID=s1 Bearer stored',
    ]);
    expect((boot.gets as { producerID: string }[]).map((get) => get.producerID)).toEqual(['p1', 'p1', 'p1', 'p1']);

    // Nearly expired, or unreadable: the calls wait for the refresh (which here answers nothing).
    for (const cookie of [stored(Date.now() + 30_000), '%7Bnot%20json', encodeURIComponent('{"idToken":1}')]) {
      expect(runAt('/space/s1', true, true, undefined, undefined, cookie).fetches).toEqual([{ url: '/api/auth/refresh', method: 'POST' }]);
    }
  });

  it('signed in on an admin page: the portal, the admin area, and for a screen (not the menu) the screens', () => {
    const portal = ['modulepreload /assets/renderPortal-p.js', 'modulepreload /assets/shared-d.js'];
    expect(runAt('/admin-menu', true).preloaded).toEqual([...portal, 'modulepreload /assets/AdminArea-f.js']);
    expect(runAt('/cache-admin', true).preloaded).toEqual([...portal, 'modulepreload /assets/AdminArea-f.js', 'modulepreload /assets/AdminScreenPage-g.js']);
  });

  it('carries no comments into the page', () => {
    expect(startEarlyScript(source, {})).not.toMatch(/\/\/|\/\*/);
  });
});
