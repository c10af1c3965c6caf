// The main screens at desktop (1280 x 800) and phone (390 x 844) width, in the light and the dark
// colour scheme: a screenshot of each (checked by axe-core through snap), no sideways scroll, and
// the app's theme following the browser's preferred scheme.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, openPage, snap, startServer, type RunningServer } from './harness';
import { ADMIN_NEW_PASSWORD, apiSignIn } from './api';
import { signIn } from './ui';

const VIEWPORTS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'phone', width: 390, height: 844 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
const CASES = VIEWPORTS.flatMap((viewport) => SCHEMES.map((colorScheme) => ({ viewport, colorScheme })));

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The first sign-in's new-password step is the portal journey's business; here it is done already.
  await apiSignIn(server.url, 'admin', ADMIN_PASSWORD, ADMIN_NEW_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The document's width beyond the viewport: 0 unless something makes the page scroll sideways. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Where the tab panel's text starts: the left edge of its leftmost line of text. */
async function panelTextLeft(page: Page): Promise<number> {
  return page.locator('[data-ui="SpaceWindow"] [role="tabpanel"]').first().evaluate((panel) => {
    const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
    let left = Infinity;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0) left = Math.min(left, box.left);
    }
    return Math.round(left);
  });
}

/** The space header's height and how many rows the space's own tabs take. */
async function headerLayout(page: Page): Promise<{ headerHeight: number; tabRows: number }> {
  return page.evaluate(() => {
    const header = document.querySelector('[data-ui="SpaceHeader"]')!.getBoundingClientRect();
    const tabs = [...document.querySelectorAll('[data-ui="SpaceWindow"] [data-ui="Tabs"] > [role="tablist"] > [role="tab"]')];
    const rows = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    return { headerHeight: Math.round(header.height), tabRows: rows.size };
  });
}

describe.each(CASES)('at $viewport.label width ($viewport.width px), $colorScheme', ({ viewport, colorScheme }) => {
  it('shows sign-in, /home, the space menu, a space, its Calendar tab, a dialog and the admin menu in that scheme, without sideways scroll', async () => {
    const { page } = await openPage(browser, { viewport: { width: viewport.width, height: viewport.height }, colorScheme });
    const shown: Record<string, { overflow: number; theme: string | null }> = {};
    const screen = async (name: string) => {
      await snap(page, `layout-${viewport.label}-${colorScheme}-${name}`);
      const theme = await page.locator('[data-ui="GreenroomTheme"]').first().getAttribute('data-theme');
      shown[name] = { overflow: await horizontalOverflow(page), theme };
    };
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(colorScheme === 'dark');

    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'LOGIN' }).waitFor();
    await screen('sign-in');

    await signIn(page, 'admin', ADMIN_NEW_PASSWORD);
    await page.waitForURL(`${server.url}/home`);
    await page.getByText('Welcome to Greenroom').waitFor();
    await screen('home');

    // The header's project / space hover menu, opened down to the spaces.
    await page.getByRole('button', { name: 'Select Project / Space' }).hover();
    await page.getByRole('menuitem', { name: 'Acme Launch Events' }).hover();
    await page.getByRole('menuitem', { name: 'Main Hall' }).waitFor();
    await screen('menu');
    // The spaces never hide part of the project list: beside it where there is room, on a phone laid
    // over all of it with Back first.
    const projectMenu = await page.getByRole('menu', { name: 'Select Project / Space' }).boundingBox();
    const spaceMenu = await page.getByRole('menu', { name: 'Acme Launch Events' }).boundingBox();
    if (viewport.label === 'phone') {
      expect(await page.getByRole('menu', { name: 'Acme Launch Events' }).getByRole('menuitem').first().textContent()).toBe('Back');
      expect(Math.round(spaceMenu!.x)).toBeLessThanOrEqual(Math.round(projectMenu!.x));
      expect(Math.round(spaceMenu!.y)).toBeLessThanOrEqual(Math.round(projectMenu!.y));
      expect(Math.round(spaceMenu!.x + spaceMenu!.width)).toBeGreaterThanOrEqual(Math.round(projectMenu!.x + projectMenu!.width));
    } else {
      expect(spaceMenu!.x).toBeGreaterThanOrEqual(projectMenu!.x + projectMenu!.width - 1);
    }

    await page.goto(`${server.url}/space/space-1`);
    await page.getByRole('heading', { name: 'Main Hall' }).waitFor();
    await page.locator('[role="tab"]:has-text("Branding"):not([disabled])').waitFor();
    await page.getByRole('tabpanel').getByRole('button', { name: 'NEW' }).first().waitFor();
    await screen('space');
    // A phone keeps the header compact and the four space tabs in one row.
    const layout = await headerLayout(page);
    expect(layout.tabRows).toBe(1);
    if (viewport.label === 'phone') expect(layout.headerHeight).toBeLessThanOrEqual(260);
    const bookingsLeft = await panelTextLeft(page);

    await page.getByRole('tab', { name: 'Calendar' }).click();
    await page.getByRole('button', { name: 'Edit Spring Season' }).waitFor();
    await screen('calendar');
    // The window pads every tab alike: switching tabs does not move the content sideways.
    expect(await panelTextLeft(page)).toBe(bookingsLeft);

    await page.getByRole('button', { name: 'NEW' }).click();
    const dialog = page.getByRole('dialog', { name: 'Name Calendar' });
    await dialog.waitFor();
    await screen('dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Presentations' }).click();
    await page.getByRole('tab', { name: 'Presentations', selected: true }).waitFor();
    await expect.poll(() => panelTextLeft(page)).toBe(bookingsLeft);

    await page.getByRole('button', { name: 'Admin Menu' }).click();
    await page.waitForURL(`${server.url}/admin-menu`);
    await page.getByRole('navigation', { name: 'Admin Menu' }).getByRole('button', { name: 'HOME' }).waitFor();
    await screen('admin-menu');
    expect(await page.getByRole('banner').getByText('Beta 0.15a').isVisible()).toBe(true);

    // Every screen at once, so one run names every screen that scrolls sideways or ignores the
    // preferred colour scheme.
    const fits = { overflow: 0, theme: colorScheme };
    expect(shown).toEqual({ 'sign-in': fits, home: fits, menu: fits, space: fits, calendar: fits, dialog: fits, 'admin-menu': fits });
    await page.context().close();
  });
});
