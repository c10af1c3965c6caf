// The partner example (examples/partner-embed), BUILT and served by its own mock backend under a
// strict CSP: the Overview panel embedded on a page with hostile element CSS, through the
// partner's adapter and API-key auth, in the light DOM (two themes side by side) and in a shadow
// root under StrictMode.
import axe from 'axe-core';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerServer, type PartnerServer } from '../examples/partner-embed/backend/server.mjs';
import { describeViolation } from './accessibility';
import { launchBrowser, openPage, screenshotDir } from './harness';

const distDir = join(process.cwd(), 'examples', 'partner-embed', 'dist');
if (!existsSync(join(distDir, 'index.html'))) {
  throw new Error(`${distDir} is missing: run \`npx vite build --config examples/partner-embed/vite.config.ts\` (after building core, ui and bookings) before the e2e tests.`);
}

const partnerElements = ['html', 'body', '#partner-title', '#partner-intro', '#partner-input', '#partner-button', '.partner-slot'];

let partner: PartnerServer;
let browser: Browser;

beforeAll(async () => {
  partner = await startPartnerServer({ port: 0, distDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await partner?.close();
});

interface Watched {
  page: Page;
  problems: string[];
}

/** Opens the partner page and records CSP violations, page errors and console errors. */
async function openPartnerPage(query: string): Promise<Watched> {
  const { page } = await openPage(browser);
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
    // Counts what is left behind: listeners on window and document, and timers not yet run.
    const leaks = { listeners: 0, timers: new Set<number>() };
    (window as unknown as { leaks: typeof leaks }).leaks = leaks;
    for (const target of [window, document]) {
      const add = target.addEventListener.bind(target);
      const remove = target.removeEventListener.bind(target);
      // One entry per distinct (type, capture, listener), as the DOM itself counts them.
      const live = new Map<string, Set<unknown>>();
      const keyOf = (type: string, options?: boolean | EventListenerOptions) =>
        `${type}|${typeof options === 'boolean' ? options : Boolean(options?.capture)}`;
      target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
        if (!listener) return;
        const listeners = live.get(keyOf(type, options)) ?? new Set<unknown>();
        live.set(keyOf(type, options), listeners);
        if (!listeners.has(listener)) {
          listeners.add(listener);
          leaks.listeners += 1;
        }
        add(type, listener, options);
      };
      target.removeEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) => {
        if (!listener) return;
        if (live.get(keyOf(type, options))?.delete(listener)) leaks.listeners -= 1;
        remove(type, listener, options);
      };
    }
    const setTimer = window.setTimeout.bind(window);
    const clearTimer = window.clearTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      const id: number = setTimer(
        (...inner: unknown[]) => {
          leaks.timers.delete(id);
          if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...inner);
        },
        delay,
        ...args,
      );
      leaks.timers.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) leaks.timers.delete(id);
      clearTimer(id);
    }) as typeof window.clearTimeout;
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const response = await page.goto(`${partner.url}/?${query}`);
  expect(response?.headers()['content-security-policy']).toMatch(/style-src 'nonce-[^']+'(;|$)/);
  expect(response?.headers()['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  return { page, problems };
}

/** Used values that follow the page's size, which a panel on it rightly changes. */
const geometry = ['height', 'width', 'block-size', 'inline-size', 'transform-origin', 'perspective-origin'];

/** Every other computed property of the partner's own elements, keyed by selector. */
const partnerStyles = (page: Page) =>
  page.evaluate(
    ({ selectors, skipped }) => {
      const read = (selector: string) => {
        const style = getComputedStyle(document.querySelector(selector) as Element);
        return Object.fromEntries([...style].filter((name) => !skipped.includes(name)).map((name) => [name, style.getPropertyValue(name)]));
      };
      return Object.fromEntries(selectors.map((selector) => [selector, read(selector)]));
    },
    { selectors: partnerElements, skipped: geometry },
  );

/** Mounts the panel into each slot (in page order) and keeps the unmount functions on window. */
const mountPanels = (page: Page, mounts: { id: string; mode: 'light' | 'dark' }[]) =>
  page.evaluate((list) => {
    const w = window as unknown as { partnerEmbed: { mount: (id: string, o: object) => () => void }; unmounts: (() => void)[] };
    w.unmounts = list.map(({ id, mode }) => w.partnerEmbed.mount(id, { mode }));
  }, mounts);

const unmountPanels = (page: Page) =>
  page.evaluate(() => (window as unknown as { unmounts: (() => void)[] }).unmounts.forEach((unmount) => unmount()));

/** axe-core, injected over the DevTools protocol (a script tag would break the page's CSP). */
async function axeBlocking(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const found = await (window as unknown as { axe: typeof axe }).axe.run(document);
    return found.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map(describeViolation);
}

const styleTagsInDocument = (page: Page) => page.evaluate(() => document.querySelectorAll('style').length);

/** Listeners on window/document and pending timers, as counted by the init script. */
const leftovers = (page: Page) =>
  page.evaluate(() => {
    const { leaks } = window as unknown as { leaks: { listeners: number; timers: Set<number> } };
    return { listeners: leaks.listeners, timers: leaks.timers.size };
  });

/** Waits (bounded) until listeners and pending timers are back to `baseline`, then answers them. */
async function settledLeftovers(page: Page, baseline: { listeners: number; timers: number }) {
  await page
    .waitForFunction(
      (base) => {
        const { leaks } = window as unknown as { leaks: { listeners: number; timers: Set<number> } };
        return leaks.listeners <= base.listeners && leaks.timers.size <= base.timers;
      },
      baseline,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  return leftovers(page);
}

describe('partner embed', () => {
  it('lives on a hostile page without changing it, keeps two themes apart and saves through the partner backend', async () => {
    const { page, problems } = await openPartnerPage('manual=1');
    const before = await partnerStyles(page);
    const ownStyleTags = await styleTagsInDocument(page);
    // Warm-up, so the baseline holds what is set up once per page rather than per mount: React's
    // one document listener, Playwright's and axe's own.
    expect(await axeBlocking(page)).toEqual([]);
    await mountPanels(page, [{ id: 'panel-light', mode: 'light' }]);
    await page.locator('#panel-light').getByText('Event Capacity', { exact: true }).click();
    await unmountPanels(page);
    const baseline = await settledLeftovers(page, { listeners: Number.MAX_SAFE_INTEGER, timers: 0 });

    await mountPanels(page, [
      { id: 'panel-light', mode: 'light' },
      { id: 'panel-dark', mode: 'dark' },
    ]);
    const light = page.locator('#panel-light');
    const dark = page.locator('#panel-dark');
    await light.getByText('Event Capacity', { exact: true }).waitFor();
    await dark.getByText('Event Capacity', { exact: true }).waitFor();

    expect(await partnerStyles(page)).toEqual(before);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--gr-color-bg'))).toBe('');
    const themeOf = (slot: string) =>
      page.evaluate((selector) => {
        const root = document.querySelector(`${selector} [data-ui="GreenroomTheme"]`) as HTMLElement;
        return { mode: root.dataset.theme, background: getComputedStyle(root).backgroundColor };
      }, slot);
    expect(await themeOf('#panel-light')).toEqual({ mode: 'light', background: 'rgb(245, 243, 250)' });
    expect(await themeOf('#panel-dark')).toEqual({ mode: 'dark', background: 'rgb(19, 16, 30)' });

    // The page's `button {…}` rule does not reach the kit's buttons.
    const editButton = light.getByRole('button', { name: 'Edit event capacity' });
    const kitButton = await editButton.evaluate((button) => {
      const style = getComputedStyle(button);
      return { borderStyle: style.borderTopStyle, textTransform: style.textTransform, fontFamily: style.fontFamily };
    });
    expect(kitButton.borderStyle).not.toBe('dashed');
    expect(kitButton.textTransform).toBe('none');
    expect(kitButton.fontFamily).not.toContain('Georgia');

    await editButton.click();
    const dialog = page.getByRole('dialog', { name: 'Event Capacity' });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.closest('#panel-light') !== null)).toBe(true);
    expect(await axeBlocking(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'partner-embed-light-dialog.png'), fullPage: true });

    await dialog.getByLabel('Event Capacity').fill('80');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(partner.store.events.get('evt-1')?.seats).toBe(80);
    await page.getByText('saved revision 2').waitFor();
    expect(await partnerStyles(page)).toEqual(before);
    expect(await axeBlocking(page)).toEqual([]);

    await unmountPanels(page);
    expect(await settledLeftovers(page, baseline)).toEqual(baseline);
    expect(await styleTagsInDocument(page)).toBe(ownStyleTags);
    expect(await page.evaluate(() => document.querySelectorAll('[data-greenroom-mount], [data-greenroom-styles], [data-floating-ui-portal]').length)).toBe(0);
    expect(await partnerStyles(page)).toEqual(before);
    expect(problems).toEqual([]);
  });

  it('renders inside a shadow root under StrictMode with its styles (nonce) and its dialog inside the root', async () => {
    const { page, problems } = await openPartnerPage('manual=1&shadow=1&strict=1');
    const before = await partnerStyles(page);
    const ownStyleTags = await styleTagsInDocument(page);
    await mountPanels(page, [{ id: 'panel-light', mode: 'dark' }]);
    const panel = page.locator('#panel-light');
    await panel.getByText('Event Capacity', { exact: true }).waitFor();

    const inside = await page.evaluate(() => {
      const shadow = (document.querySelector('#panel-light') as HTMLElement).shadowRoot as ShadowRoot;
      const styles = [...shadow.querySelectorAll('style')];
      return {
        theme: (shadow.querySelector('[data-ui="GreenroomTheme"]') as HTMLElement).dataset.theme,
        panels: shadow.querySelectorAll('[data-ui="OverviewPanel"]').length,
        styleTags: styles.length,
        allNonced: styles.every((style) => style.nonce !== ''),
      };
    });
    expect(inside).toEqual({ theme: 'dark', panels: 1, styleTags: inside.styleTags, allNonced: true });
    expect(inside.styleTags).toBeGreaterThan(0);
    expect(await styleTagsInDocument(page)).toBe(ownStyleTags);

    await panel.getByRole('button', { name: 'Edit event capacity' }).click();
    await page.getByRole('dialog', { name: 'Event Capacity' }).waitFor();
    const dialogPlace = await page.evaluate(() => ({
      inShadow: (document.querySelector('#panel-light') as HTMLElement).shadowRoot?.querySelector('[role="dialog"]') !== null,
      inDocument: document.querySelector('[role="dialog"]') !== null,
    }));
    expect(dialogPlace).toEqual({ inShadow: true, inDocument: false });
    expect(await axeBlocking(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'partner-embed-shadow-dialog.png'), fullPage: true });
    // While the modal is open the page behind it does not scroll (body overflow); closing it
    // gives the partner's page back exactly as it was.
    await page.getByRole('dialog', { name: 'Event Capacity' }).getByRole('button', { name: 'CANCEL' }).click();
    await page.getByRole('dialog', { name: 'Event Capacity' }).waitFor({ state: 'detached' });
    expect(await partnerStyles(page)).toEqual(before);

    await unmountPanels(page);
    expect(await page.evaluate(() => (document.querySelector('#panel-light') as HTMLElement).shadowRoot?.childNodes.length)).toBe(0);
    expect(await styleTagsInDocument(page)).toBe(ownStyleTags);
    expect(problems).toEqual([]);
  });
});
