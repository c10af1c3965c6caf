// ADR 0008: the server-side render of a signed-in space link. It runs here in plain Node (the
// `unit` project, no jsdom), as the reference server runs it, with the API answered by a fake fetch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoSeed, queryKeys, type AuthSession, type Booking, type Project } from '@greenroom/core';
import { renderLinkPage, type LinkPageRequest } from './entry-server';
import type { PrerenderedPage } from './prerender/prerenderedPage';
import { testConfig, testSpace } from './testing/fixtures';

// The render loads the space window's chunks and renders the whole window: slow on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const config = testConfig;

const session: AuthSession = { idToken: 'token-1', producerID: 'p1', username: 'ada', role: 0, expiresAt: Date.now() + 3_600_000 };

const space = testSpace();

const projects: Project[] = [{ projectID: 'project-1', projectName: 'Acme Launch Events', spaces: { 'space-1': { spaceID: 'space-1', spaceName: 'Main Hall' } } }];

// A booking as the API answers it: the demo seed's full shape, with the fields this test reads.
const shape = createDemoSeed({ now: new Date('2026-11-21T15:00:00Z') }).bookings?.find((booking) => booking.bookingID === 'booking-1') as Booking;
const bookingOf = (bookingID: string, name: string, start: string, end: string): Booking => ({
  ...shape,
  bookingID,
  spaceID: 'space-1',
  name,
  calendarID: '',
  start: { time: start, timezone: 'America/Chicago', timeValue: Date.parse(start) },
  end: { time: end, timezone: 'America/Chicago', timeValue: Date.parse(end) },
  registrationCount: 3,
});
const bookings: Booking[] = [
  bookingOf('b1', 'Opening Keynote', '2026-11-21T21:00:00Z', '2026-11-21T22:00:00Z'),
  bookingOf('b2', 'Closing Panel', '2026-11-22T18:00:00Z', '2026-11-22T19:30:00Z'),
];

/** The four GETs the render makes for /space/space-1, with the reference server's answers. */
const ANSWERS: Record<string, unknown> = {
  '/api/space?spaceID=space-1&producerID=p1': space,
  '/api/space/usage?spaceID=space-1': { usageSeconds: 3600 },
  '/api/projects-and-spaces?producerID=p1': projects,
  '/api/space/bookings/all?spaceID=space-1': bookings,
};
const ASKED = Object.keys(ANSWERS);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's in-process fetch: answers the four GETs, with `failing` answered by `failure` instead; records every call. */
function fakeFetch(failing?: { url: string; failure: () => Promise<Response> }) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    if (failing && url === failing.url) return failing.failure();
    return Promise.resolve(url in ANSWERS ? json(ANSWERS[url]) : json({ message: 'Not found.', code: 'notFound' }, 404));
  });
  return { fetch, urls: () => calls.map((call) => call.url), calls };
}

function request(overrides: Partial<LinkPageRequest> = {}): LinkPageRequest {
  return { path: '/space/space-1', config, session, cookies: {}, fetch: fakeFetch().fetch, ...overrides };
}

/** The data block at the start of `head`, parsed. */
function blockOf(head: string): PrerenderedPage {
  const match = /^<script type="application\/json" id="greenroom-prerendered">([\s\S]*?)<\/script>/.exec(head);
  expect(match, head.slice(0, 200)).not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null') as PrerenderedPage;
}

/** The visible text of rendered HTML (tags dropped, the few entities React writes decoded). */
const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

afterEach(() => vi.restoreAllMocks());

describe('renderLinkPage for a space link', () => {
  it('needs no browser: there is no window or document here, and it draws the page', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    await expect(renderLinkPage(request())).resolves.toMatchObject({ root: expect.stringContaining('Main Hall') });
  });

  it('draws the space window (heading, bookings) and hands over its answers without the token', async () => {
    const api = fakeFetch();
    const page = await renderLinkPage(request({ fetch: api.fetch }));
    expect(page).not.toBeNull();
    const { head, root } = page as NonNullable<typeof page>;

    expect(root).toMatch(/<h1[^>]*>Main Hall<\/h1>/);
    const text = textOf(root);
    expect(text).toContain('Opening Keynote');
    expect(text).toContain('Closing Panel');
    expect(root).toMatch(/<h2[^>]*>Bookings<\/h2>/);

    // One block and the drawn tree's styles, nothing else in <head>.
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head.match(/<style[^>]*>/g)).toEqual(['<style data-greenroom-server-styles="">']);
    const block = blockOf(head);
    expect(block.path).toBe('/space/space-1');
    expect(block.session).toEqual({ producerID: 'p1', username: 'ada', role: 0, expiresAt: session.expiresAt });
    expect(block.session).not.toHaveProperty('idToken');
    expect(head).not.toContain('token-1');
    expect(root).not.toContain('token-1');
    expect(block.mode).toBe('light');
    expect(block.viewerZone).toBeNull();

    // The four answers, each under the key the browser's own queries read, and nothing else: not
    // the linked-record bookkeeping of the server's visit (['portal', 'linkVisit', ...]).
    const keys = block.state.queries.map((query) => query.queryKey);
    expect(keys.filter((key) => key[0] === 'portal' && key[1] === 'linkVisit')).toEqual([]);
    const answers = Object.fromEntries(block.state.queries.map((query) => [JSON.stringify(query.queryKey), query.state.data]));
    expect(answers).toEqual({
      [JSON.stringify(queryKeys.spaces.detail('space-1'))]: space,
      [JSON.stringify(queryKeys.spaces.usage('space-1'))]: { usageSeconds: 3600 },
      [JSON.stringify(queryKeys.projects.withSpaces('p1'))]: projects,
      [JSON.stringify(queryKeys.bookings.list('space-1'))]: bookings,
    });
  });

  it('styles the whole drawn window from <head>, the lazily loaded bookings table included', async () => {
    const { head, root } = (await renderLinkPage(request())) as NonNullable<Awaited<ReturnType<typeof renderLinkPage>>>;
    // The kit's root would write its own <style> before the lazy areas had rendered: none in the tree.
    expect(root).not.toContain('<style');
    const css = /<style data-greenroom-server-styles="">([\s\S]*)<\/style>/.exec(head)?.[1] ?? '';
    // The heading, the tabs and the lazily loaded list's table, row and cell.
    for (const marker of ['<h1 ', 'role="tablist"', 'role="table"', 'role="row"', 'role="cell"']) {
      const at = root.indexOf(marker);
      const tag = root.slice(root.lastIndexOf('<', at), root.indexOf('>', at));
      const classes = /class="([^"]+)"/.exec(tag)?.[1].split(' ') ?? [];
      expect(classes.some((name) => css.includes(`.${name}{`)), `a rule for ${tag}`).toBe(true);
    }
  });

  it('asks the API for exactly the four answers, each once, with the session token', async () => {
    const api = fakeFetch();
    await renderLinkPage(request({ fetch: api.fetch }));
    expect([...api.urls()].sort()).toEqual([...ASKED].sort());
    for (const call of api.calls) {
      expect(call.init?.method).toBe('GET');
      expect(new Headers(call.init?.headers).get('Authorization')).toBe('Bearer token-1');
    }
  });

  it("draws in the view cookie's theme and zone: dark, with the viewer's 'your time' lines", async () => {
    const cookies = { 'greenroom.view': '{"mode":"dark","viewerZone":"Europe/Berlin"}' };
    const page = await renderLinkPage(request({ cookies }));
    expect(page).not.toBeNull();
    const { head, root } = page as NonNullable<typeof page>;
    expect(root).toContain('data-theme="dark"');
    expect(root).not.toContain('data-theme="light"');
    // 3:00 PM in Chicago is 10:00 PM in Berlin (its abbreviation is ICU's: 'GMT+1' or 'CET').
    expect(textOf(root)).toMatch(/Opening Keynote 11\/21\/2026 3:00 PM CST 10:00 PM \S+ your time/);
    const block = blockOf(head);
    expect(block.mode).toBe('dark');
    expect(block.viewerZone).toBe('Europe/Berlin');
  });

  it("draws light and without 'your time' lines when there is no view cookie", async () => {
    const page = await renderLinkPage(request());
    const { root } = page as NonNullable<typeof page>;
    expect(root).toContain('data-theme="light"');
    expect(root).not.toContain('data-theme="dark"');
    expect(textOf(root)).not.toContain('your time');
  });
});

describe('renderLinkPage answers null (the browser draws the page)', () => {
  it.each(['/booking/b1', '/home', '/admin-menu'])('for %s, without asking the API', async (path) => {
    const api = fakeFetch();
    await expect(renderLinkPage(request({ path, fetch: api.fetch }))).resolves.toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  const failures: [string, () => Promise<Response>][] = [
    ['a 404', () => Promise.resolve(json({ message: 'Not found.', code: 'notFound' }, 404))],
    ['a 500', () => Promise.resolve(json({ message: 'The server could not complete the request.', code: 'internal' }, 500))],
    ['no answer (fetch rejects)', () => Promise.reject(new TypeError('fetch failed'))],
  ];
  // A 404 for the bookings list is not a failure: the adapter reads it as "no bookings" (see below).
  const cases = ASKED.flatMap((url) => failures.map(([what, failure]) => [url, what, failure] as const)).filter(
    ([url, what]) => !(url.startsWith('/api/space/bookings/all') && what === 'a 404'),
  );
  it.each(cases)('when %s gets %s, asked once (the browser retries, not the render)', async (url, _what, failure) => {
    const api = fakeFetch({ url, failure });
    await expect(renderLinkPage(request({ fetch: api.fetch }))).resolves.toBeNull();
    expect(api.urls().filter((asked) => asked === url)).toHaveLength(1);
  });
});

describe('renderLinkPage with a 404 for the bookings list', () => {
  it('draws the space with no bookings, as the browser would (a list call reads 404 as none)', async () => {
    const api = fakeFetch({ url: '/api/space/bookings/all?spaceID=space-1', failure: () => Promise.resolve(json({ message: 'Not found.', code: 'notFound' }, 404)) });
    const page = await renderLinkPage(request({ fetch: api.fetch }));
    expect(page).not.toBeNull();
    const text = textOf((page as NonNullable<typeof page>).root);
    expect(text).toContain('No bookings found for this space');
    expect(text).not.toContain('Opening Keynote');
  });
});
