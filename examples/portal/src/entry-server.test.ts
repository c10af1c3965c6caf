// ADR 0008: the server-side render of a signed-in space or booking link. It runs here in plain Node (the
// `unit` project, no jsdom), as the reference server runs it, with the API answered by a fake fetch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoSeed, queryKeys, type AuthSession, type Booking, type Project } from '@greenroom/core';
import { renderLinkPage, type LinkPageRequest } from './entry-server';
import { deliveriesKey } from './routes/prefetchBookingWindow';
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

/** The guest list of b1, as GET /api/attendees/all answers it (read by the Guest List tab only). */
const registrations = [{ registrationID: 'r1', bookingID: 'b1', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }];

/** The GETs the render makes for /space/space-1 and /booking/b1, with the reference server's answers. */
const ANSWERS: Record<string, unknown> = {
  '/api/space?spaceID=space-1&producerID=p1': space,
  '/api/space/usage?spaceID=space-1': { usageSeconds: 3600 },
  '/api/projects-and-spaces?producerID=p1': projects,
  '/api/space/bookings/all?spaceID=space-1': bookings,
  '/api/booking?bookingID=b1&producerID=p1': bookings[0],
  '/api/booking/usage?bookingID=b1': { usageSeconds: 5400 },
  '/api/attendees/all?bookingID=b1': registrations,
  '/api/calendars?spaceID=space-1': [],
  '/api/email-deliveries?bookingID=b1': [],
};
/** What /space/space-1 asks for: the space, its usage and bookings, the producer's projects. */
const ASKED = urlsStarting(['/api/space?', '/api/space/usage?', '/api/projects-and-spaces?', '/api/space/bookings/all?']);
/** What /booking/b1 asks for: the booking, its usage and guests, its space, the space's usage and calendars, the deliveries, the projects. */
const BOOKING_ASKED = urlsStarting(['/api/booking?', '/api/booking/usage?', '/api/attendees/all?', '/api/space?', '/api/space/usage?', '/api/calendars?', '/api/email-deliveries?', '/api/projects-and-spaces?']);

/** The URLs of ANSWERS starting with one of `starts`. */
function urlsStarting(starts: string[]): string[] {
  return Object.keys(ANSWERS).filter((url) => starts.some((start) => url.startsWith(start)));
}

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

/** Checks that `head`'s server styles hold a rule for a class of the element at each of `markers` in `root` (after `from`). */
function expectStyled(page: { head: string; root: string }, markers: string[], from = 0) {
  // The kit's root would write its own <style> before the lazy areas had rendered: none in the tree.
  expect(page.root).not.toContain('<style');
  const css = /<style data-greenroom-server-styles="">([\s\S]*)<\/style>/.exec(page.head)?.[1] ?? '';
  for (const marker of markers) {
    const at = page.root.indexOf(marker, from);
    expect(at, marker).toBeGreaterThanOrEqual(0);
    const tag = page.root.slice(page.root.lastIndexOf('<', at), page.root.indexOf('>', at));
    const classes = /class="([^"]+)"/.exec(tag)?.[1].split(' ') ?? [];
    expect(classes.some((name) => css.includes(`.${name}{`)), `a rule for ${tag}`).toBe(true);
  }
}

/** The answers a block hands over, by query key. */
const answersOf = (block: PrerenderedPage) => Object.fromEntries(block.state.queries.map((query) => [JSON.stringify(query.queryKey), query.state.data]));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

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
    expect(answersOf(block)).toEqual({
      [JSON.stringify(queryKeys.spaces.detail('space-1'))]: space,
      [JSON.stringify(queryKeys.spaces.usage('space-1'))]: { usageSeconds: 3600 },
      [JSON.stringify(queryKeys.projects.withSpaces('p1'))]: projects,
      [JSON.stringify(queryKeys.bookings.list('space-1'))]: bookings,
    });
  });

  it('styles the whole drawn window from <head>, the lazily loaded bookings table included', async () => {
    const page = (await renderLinkPage(request())) as NonNullable<Awaited<ReturnType<typeof renderLinkPage>>>;
    // The heading, the tabs and the lazily loaded list's table, row and cell.
    expectStyled(page, ['<h1 ', 'role="tablist"', 'role="table"', 'role="row"', 'role="cell"']);
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

  it("draws in the system's scheme the browser's hint tells, unless the theme switch chose one", async () => {
    const hinted = await renderLinkPage(request({ colorScheme: 'dark' }));
    expect(hinted?.root).toContain('data-theme="dark"');
    expect(blockOf(hinted!.head).mode).toBe('dark');
    const chosen = await renderLinkPage(request({ colorScheme: 'dark', cookies: { 'greenroom.theme': 'light' } }));
    expect(chosen?.root).toContain('data-theme="light"');
    expect(chosen?.root).not.toContain('data-theme="dark"');
  });
});

const bookingRequest = (overrides: Partial<LinkPageRequest> = {}) => request({ path: '/booking/b1', ...overrides });
type Page = NonNullable<Awaited<ReturnType<typeof renderLinkPage>>>;

describe('renderLinkPage for a booking link', () => {
  it('draws the booking editor on its Overview inside the space window, with no fallback left', async () => {
    const page = (await renderLinkPage(bookingRequest())) as Page;
    expect(page).not.toBeNull();
    const { root } = page;
    expect(root).toMatch(/<h1[^>]*>Main Hall<\/h1>/);
    expect(root).toMatch(/<h2[^>]*>Opening Keynote<\/h2>/);
    const editorTabs = /role="tablist" aria-label="Booking tabs"[^>]*>([\s\S]*?)<\/div>/.exec(root)?.[1] ?? '';
    expect([...editorTabs.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((tab) => tab[1])).toEqual(['Overview', 'Attendees', 'Guest List', 'Registration', 'Presenters', 'Email', 'Messages']);
    expect(editorTabs).toMatch(/aria-selected="true"[^>]*data-tab-id="overview"/);
    // The Overview itself: its three sections, the booking's times and usage (5,400 s).
    const text = textOf(root);
    for (const section of ['General Access Link', 'Booking Dates & Times', 'Miscellaneous']) expect(text).toContain(section);
    expect(text).toContain('Event Start 11/21/2026 3:00 PM CST');
    expect(text).toMatch(/User Hours 1\.5/);
    // Every boundary complete: no spinner, no pending or client-rendered Suspense boundary.
    expect(root).not.toContain('role="progressbar"');
    expect(root).not.toContain('<!--$?-->');
    expect(root).not.toContain('<!--$!-->');
    expect(text).not.toContain('Loading');
  });

  it('hands over its answers, under the keys the browser reads, without the token and the visit', async () => {
    const { head, root } = (await renderLinkPage(bookingRequest())) as Page;
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head).not.toContain('token-1');
    expect(root).not.toContain('token-1');
    const block = blockOf(head);
    expect(block.path).toBe('/booking/b1');
    expect(block.session).not.toHaveProperty('idToken');
    expect(answersOf(block)).toEqual({
      [JSON.stringify(queryKeys.bookings.detail('b1'))]: bookings[0],
      [JSON.stringify(queryKeys.bookings.usage('b1'))]: 5400,
      [JSON.stringify(queryKeys.registrations.list('b1'))]: registrations,
      [JSON.stringify(queryKeys.spaces.detail('space-1'))]: space,
      [JSON.stringify(queryKeys.spaces.usage('space-1'))]: { usageSeconds: 3600 },
      [JSON.stringify(queryKeys.calendars.list('space-1'))]: [],
      [JSON.stringify(deliveriesKey('b1'))]: [],
      [JSON.stringify(queryKeys.projects.withSpaces('p1'))]: projects,
    });
  });

  it('asks the API for exactly its eight answers, each once, with the session token', async () => {
    const api = fakeFetch();
    await renderLinkPage(bookingRequest({ fetch: api.fetch }));
    expect(BOOKING_ASKED).toHaveLength(8);
    expect([...api.urls()].sort()).toEqual([...BOOKING_ASKED].sort());
    for (const call of api.calls) expect(new Headers(call.init?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it("styles the editor from <head>: its header, title, tabs and the Overview's sections", async () => {
    const page = (await renderLinkPage(bookingRequest())) as Page;
    const editor = page.root.indexOf('data-ui="BookingEditor"');
    expect(editor).toBeGreaterThan(0);
    expectStyled(page, ['data-ui="BookingEditor"', '<header ', '<h2 ', 'aria-label="Booking tabs"', 'data-tab-id="overview"', 'data-ui="OverviewPanel"'], editor);
  });

  it("draws the editor's times in the view cookie's zone too: the viewer's 'your time' beside the event's", async () => {
    const cookies = { 'greenroom.view': '{"mode":"dark","viewerZone":"Europe/Berlin"}' };
    const { root } = (await renderLinkPage(bookingRequest({ cookies }))) as Page;
    expect(root).toContain('data-theme="dark"');
    expect(textOf(root)).toMatch(/Event Start 11\/21\/2026 3:00 PM CST 10:00 PM \S+ your time/);
  });

  it('draws by the clock of the moment it draws at, and hands that moment over (LIVE while the booking runs)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T21:30:00Z') });
    const during = (await renderLinkPage(bookingRequest())) as Page;
    expect(blockOf(during.head).drawnAt).toBe(Date.parse('2026-11-21T21:30:00Z'));
    expect(textOf(during.root)).toMatch(/Opening Keynote LIVE/);
    vi.setSystemTime(new Date('2026-11-21T22:30:00Z'));
    const after = (await renderLinkPage(bookingRequest())) as Page;
    expect(blockOf(after.head).drawnAt).toBe(Date.parse('2026-11-21T22:30:00Z'));
    expect(textOf(after.root)).not.toContain('LIVE');
  });

  it("draws 0 user hours when the booking's usage fails, as the editor does (it keeps 0, asks once)", async () => {
    const api = fakeFetch({ url: '/api/booking/usage?bookingID=b1', failure: () => Promise.resolve(json({ message: 'Down.', code: 'internal' }, 500)) });
    const page = (await renderLinkPage(bookingRequest({ fetch: api.fetch }))) as Page;
    expect(page).not.toBeNull();
    expect(textOf(page.root)).toMatch(/User Hours 0(\.0+)?\b/);
    expect(answersOf(blockOf(page.head))[JSON.stringify(queryKeys.bookings.usage('b1'))]).toBe(0);
    expect(api.urls().filter((url) => url.startsWith('/api/booking/usage'))).toHaveLength(1);
  });
});

describe('renderLinkPage answers null (the browser draws the page)', () => {
  it.each(['/home', '/admin-menu', '/space/space-1/extra', '/booking/'])('for %s, without asking the API', async (path) => {
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

  // For a booking link: the same, but the booking's usage is kept as 0 by the editor (above), and a
  // 404 for its guest list or its space's calendars reads as none.
  const emptyOn404 = ['/api/attendees/all', '/api/calendars'];
  const bookingCases = BOOKING_ASKED.filter((url) => !url.startsWith('/api/booking/usage'))
    .flatMap((url) => failures.map(([what, failure]) => [url, what, failure] as const))
    .filter(([url, what]) => !(emptyOn404.some((start) => url.startsWith(start)) && what === 'a 404'));
  it.each(bookingCases)('for /booking/b1 when %s gets %s, asked once', async (url, _what, failure) => {
    const api = fakeFetch({ url, failure });
    await expect(renderLinkPage(bookingRequest({ fetch: api.fetch }))).resolves.toBeNull();
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
