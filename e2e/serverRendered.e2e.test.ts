// A signed-in space or booking link drawn by the server (ADR 0008): the document carries the
// window (for a booking, the editor on its Overview), so it shows with every script refused; with
// scripts it hydrates without a mismatch or a second ask for what the page brought, in the theme
// and time zone this browser last showed, and a click made before that is not lost; and a page the
// server could not draw (no session cookie, a stale one) is drawn by the browser as before.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, hydrationErrorsOf, launchBrowser, openPage, snap, startServer, type RunningServer } from './harness';
import { ADMIN_NEW_PASSWORD, apiSignIn } from './api';
import { signIn } from './ui';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await apiSignIn(server.url, 'admin', ADMIN_PASSWORD, ADMIN_NEW_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page signed in as the admin (through the form, so the page writes its cookies), on Home. */
async function signedInPage(options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const { page } = await openPage(browser, options);
  await page.goto(server.url);
  await signIn(page, 'admin', ADMIN_NEW_PASSWORD);
  return page;
}

/** The API GETs `page` sends from now on, by path. */
function apiGets(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) seen.push(url.pathname);
  });
  return seen;
}

describe('a space link drawn by the server', () => {
  it('comes with the window in the document: it shows with every script refused', async () => {
    const page = await signedInPage();
    await page.route('**/*.js', (route) => route.abort());
    const response = await page.goto(`${server.url}/space/space-1`);
    expect(response?.headers()['cache-control']).toBe('no-store, private');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('id="greenroom-prerendered"');
    expect(html).not.toContain(`"idToken"`);
    await expect(page.getByRole('heading', { name: 'Main Hall', level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('table', { name: 'Bookings' }).getByRole('row').count()).resolves.toBeGreaterThan(1);
    await expect(page.getByText('Product Launch Keynote').isVisible()).resolves.toBe(true);
    // And styled: the shell's tabs, and the rows of the list that loads lazily in the browser.
    await expect(page.getByRole('tablist').evaluate((element) => getComputedStyle(element).display)).resolves.toBe('flex');
    const row = page.getByRole('table', { name: 'Bookings' }).getByRole('row').nth(1);
    await expect(row.evaluate((element) => getComputedStyle(element).display)).resolves.toBe('grid');
    // What a person sees before any script has run must be accessible too.
    await snap(page, 'server-rendered-space-no-script');
    await page.close();
  });

  it('keeps a click made before its scripts have run, and does it once hydrated', async () => {
    const page = await signedInPage();
    // The page's scripts wait until the click is made (index.html's inline script runs at once).
    const held: Route[] = [];
    let holding = true;
    await page.route('**/assets/*.js', (route) => (holding ? void held.push(route) : route.continue()));
    await page.goto(`${server.url}/space/space-1`, { waitUntil: 'commit' });
    const calendar = page.getByRole('tab', { name: 'Calendar' });
    await calendar.click();
    expect(await calendar.getAttribute('aria-selected')).toBe('false');
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await page.getByRole('tab', { name: 'Calendar', selected: true }).waitFor();
    expect(hydrationErrorsOf(page)).toEqual([]);
    await snap(page, 'server-rendered-space-held-click');
    await page.close();
  });

  it('hydrates without a mismatch and without asking again for what it brought, then works', async () => {
    const page = await signedInPage();
    const gets = apiGets(page);
    await page.goto(`${server.url}/space/space-1`);
    await page.getByRole('heading', { name: 'Main Hall', level: 1 }).waitFor();
    // Working: the search filters the list (React handles the input once hydrated).
    const search = page.getByRole('searchbox', { name: 'Search bookings' });
    await search.fill('Town');
    await page.getByRole('table', { name: 'Bookings' }).getByText('Quarterly Town Hall').waitFor();
    await expect(page.getByRole('table', { name: 'Bookings' }).getByText('Product Launch Keynote').count()).resolves.toBe(0);
    await search.fill('');
    await snap(page, 'server-rendered-space');
    expect(hydrationErrorsOf(page)).toEqual([]);
    for (const drawn of ['/api/space/bookings/all', '/api/projects-and-spaces', '/api/space/usage']) expect(gets).not.toContain(drawn);
    // And on to a booking, as after any first load.
    await page.getByRole('button', { name: 'Edit Product Launch Keynote' }).click();
    await page.waitForURL(/\/booking\//);
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    await page.close();
  });

  it('is drawn in the theme and the time zone this browser showed last', async () => {
    const page = await signedInPage({ colorScheme: 'dark', timezoneId: 'Europe/Berlin' });
    // The space window remembers both once it has shown them.
    await page.waitForFunction(() => /"mode":"dark","viewerZone":"Europe\/Berlin"/.test(decodeURIComponent(document.cookie)));
    const response = await page.goto(`${server.url}/space/space-1`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-theme="dark"');
    expect(html).toContain('your time');
    await page.getByText('your time').first().waitFor();
    await snap(page, 'server-rendered-space-dark');
    expect(hydrationErrorsOf(page)).toEqual([]);
    await page.close();
  });

  it("is drawn in a dark system's theme before the browser has shown any (the Sec-CH-Prefers-Color-Scheme hint)", async () => {
    const page = await signedInPage({ colorScheme: 'dark' });
    // As if the space window had never been shown here: no view cookie tells the server the theme.
    await page.context().clearCookies({ name: 'greenroom.view' });
    const response = await page.goto(`${server.url}/space/space-1`);
    expect(await response?.request().headerValue('sec-ch-prefers-color-scheme')).toMatch(/^"?dark"?$/);
    expect((await response?.text()) ?? '').toContain('data-theme="dark"');
    await page.getByRole('tab', { name: 'Bookings' }).waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('greenroom:hydrated').length > 0);
    await snap(page, 'server-rendered-space-dark-hint');
    expect(hydrationErrorsOf(page)).toEqual([]);
    await page.close();
  });

  it('is drawn by the browser when the session cookie is stale, and sign-in follows a revoked one', async () => {
    const page = await signedInPage();
    const context = page.context();
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === 'greenroom.session');
    expect(session).toBeDefined();
    await context.addCookies([{ ...session!, value: encodeURIComponent(JSON.stringify({ idToken: 'forged.token.value', producerID: 'nobody', expiresAt: Date.now() + 3_600_000 })) }]);
    const response = await page.goto(`${server.url}/space/space-1`);
    expect((await response?.text()) ?? '').not.toContain('id="greenroom-prerendered"');
    // The refresh cookie still holds the session: the browser draws the window itself.
    await page.getByRole('heading', { name: 'Main Hall', level: 1 }).waitFor();
    expect(hydrationErrorsOf(page)).toEqual([]);
    await snap(page, 'server-rendered-space-stale-cookie');
    await page.close();
  });
});

describe('a booking link drawn by the server', () => {
  const link = () => `${server.url}/booking/booking-1`;

  it('comes with the editor on its Overview in the document: it shows, styled, with every script refused', async () => {
    const page = await signedInPage();
    await page.route('**/*.js', (route) => route.abort());
    const response = await page.goto(link());
    const html = (await response?.text()) ?? '';
    expect(html).toContain('id="greenroom-prerendered"');
    expect(html).not.toContain(`"idToken"`);
    await expect(page.getByRole('heading', { name: 'Product Launch Keynote', level: 2 }).isVisible()).resolves.toBe(true);
    const tabs = page.getByRole('tablist', { name: 'Booking tabs' });
    await expect(tabs.getByRole('tab', { name: 'Overview', selected: true }).isVisible()).resolves.toBe(true);
    await expect(tabs.getByRole('tab', { name: 'Guest List' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Booking Dates & Times').isVisible()).resolves.toBe(true);
    await expect(page.getByText('General Access Link').isVisible()).resolves.toBe(true);
    // Styled from the head: the editor, its header and tabs, and the Overview's sections are flex
    // boxes (unstyled, a section and a header are blocks, and the Overview's div too).
    for (const element of [page.locator('[data-ui="BookingEditor"]'), page.locator('[data-ui="BookingEditor"] > header'), tabs, page.locator('[data-ui="OverviewPanel"]')]) {
      await expect(element.evaluate((node) => getComputedStyle(node).display)).resolves.toBe('flex');
    }
    await snap(page, 'server-rendered-booking-no-script');
    await page.close();
  });

  it("hydrates without a mismatch (in this browser's zone) and without asking again for what it brought, then its tabs work", async () => {
    const page = await signedInPage({ timezoneId: 'Europe/Berlin' });
    await page.waitForFunction(() => /"viewerZone":"Europe\/Berlin"/.test(decodeURIComponent(document.cookie)));
    const gets = apiGets(page);
    const response = await page.goto(link());
    // The editor's times come with the viewer's own beside the event's, drawn by the server.
    expect((await response?.text()) ?? '').toContain('your time');
    await page.getByRole('heading', { name: 'Product Launch Keynote', level: 2 }).waitFor();
    // The App marks the hydration's commit.
    await page.waitForFunction(() => performance.getEntriesByName('greenroom:hydrated').length > 0);
    expect(hydrationErrorsOf(page)).toEqual([]);
    const brought = ['/api/booking', '/api/booking/usage', '/api/attendees/all', '/api/space', '/api/space/usage', '/api/calendars', '/api/email-deliveries', '/api/projects-and-spaces'];
    for (const drawn of brought) expect(gets, drawn).not.toContain(drawn);
    await snap(page, 'server-rendered-booking');
    // Working: another tab opens (its code loads on demand), from the guest list the page brought.
    await page.getByRole('tab', { name: 'Guest List' }).click();
    await page.getByRole('tab', { name: 'Guest List', selected: true }).waitFor();
    await page.getByRole('button', { name: 'NEW' }).waitFor();
    expect(hydrationErrorsOf(page)).toEqual([]);
    await page.close();
  });
});
