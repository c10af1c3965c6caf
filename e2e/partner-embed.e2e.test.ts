// The partner example (examples/partner-embed), BUILT and served by its own mock backend under a
// strict CSP: the Guest List panel (and the Overview panel) embedded on a page with hostile
// element CSS through the partner's own adapter and API-key auth, in the light DOM (two themes
// side by side) and in a shadow root under StrictMode.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerServer, type PartnerServer } from '../examples/partner-embed/backend/server.mjs';
import { blockingViolations } from './accessibility';
import { launchBrowser, openPage, snap } from './harness';

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
async function openPartnerPage(query: string, viewport = { width: 1280, height: 800 }): Promise<Watched> {
  const { page } = await openPage(browser, { viewport });
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

type PanelName = 'guests' | 'overview';

/** Mounts a panel into each slot (in page order) through the page's non-React entries and keeps the unmount functions on window. */
const mountPanels = (page: Page, mounts: { id: string; mode: 'light' | 'dark'; panel?: PanelName }[]) =>
  page.evaluate((list) => {
    type Mount = (id: string, options: object) => () => void;
    const w = window as unknown as { partnerEmbed: { mountGuests: Mount; mountOverview: Mount }; unmounts: (() => void)[] };
    w.unmounts = list.map(({ id, mode, panel = 'guests' }) => (panel === 'guests' ? w.partnerEmbed.mountGuests : w.partnerEmbed.mountOverview)(id, { mode }));
  }, mounts);

const unmountPanels = (page: Page) =>
  page.evaluate(() => (window as unknown as { unmounts: (() => void)[] }).unmounts.forEach((unmount) => unmount()));

/** The partner's own record of the event's attendees, read from its API as any client would. */
async function partnerAttendees(): Promise<{ givenName: string; familyName: string; mail: string }[]> {
  const response = await fetch(`${partner.url}/partner/v1/events/evt-1/attendees`, { headers: { authorization: 'ApiKey demo-partner-key' } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: { givenName: string; familyName: string; mail: string }[] }).items;
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

const themeOf = (page: Page, slot: string) =>
  page.evaluate((selector) => {
    const host = document.querySelector(selector) as HTMLElement;
    const root = (host.shadowRoot ?? host).querySelector('[data-ui="GreenroomTheme"]') as HTMLElement;
    return { mode: root.dataset.theme, background: getComputedStyle(root).backgroundColor };
  }, slot);

const portalNodesInDocument = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('[data-greenroom-mount], [data-greenroom-styles], [data-floating-ui-portal]').length);

describe("partner embed: Harbour Hall's page as shipped", () => {
  it('shows the Guest List dark, in its teal and in German on five calls, hides what is not offered, and the Overview below from its own chunk', async () => {
    const { page, problems } = await openPartnerPage('');
    const guests = page.locator('#panel-dark');
    await guests.getByRole('button', { name: 'Grace Hopper verwalten' }).waitFor();
    expect(await guests.getByRole('button', { name: 'NEU' }).isVisible()).toBe(true);
    expect(await guests.getByRole('button', { name: 'Gästeliste herunterladen' }).isVisible()).toBe(true);
    // Not offered by the partner's backend: no upload, no Emails column.
    expect(await guests.getByRole('button', { name: 'Teilnehmerliste hochladen' }).count()).toBe(0);
    expect(await guests.getByRole('columnheader', { name: 'E-Mails' }).count()).toBe(0);
    // Dark, with the partner's brand colour on the panel's primary button.
    expect(await themeOf(page, '#panel-dark')).toEqual({ mode: 'dark', background: 'rgb(19, 16, 30)' });
    const primary = await guests.getByRole('button', { name: 'NEU' }).evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(primary).toBe('rgb(79, 209, 197)');
    // Manage Attendee in German, without resend or regenerate.
    await guests.getByRole('button', { name: 'Grace Hopper verwalten' }).click();
    const manage = page.getByRole('dialog', { name: 'Teilnehmer verwalten' });
    await manage.waitFor();
    expect(await manage.getByRole('button', { name: /Einladung/ }).count()).toBe(0);
    expect(await manage.getByRole('button', { name: /generieren/ }).count()).toBe(0);
    await snap(page, 'partner-page-german-dark');
    await page.keyboard.press('Escape');
    await manage.waitFor({ state: 'detached' });
    // Each panel arrives in a chunk of its own.
    const overview = page.locator('#panel-light');
    await overview.getByRole('button', { name: /Kapazität/ }).first().waitFor();
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(loaded.filter((path) => /\/assets\/guests-[\w-]+\.js$/.test(path))).toHaveLength(1);
    expect(loaded.filter((path) => /\/assets\/overview-[\w-]+\.js$/.test(path))).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});

describe('partner embed: the Guest List panel', () => {
  it("lists the partner's guests, adds one through the partner's adapter, keeps two themes apart and leaves the page as it was", async () => {
    const { page, problems } = await openPartnerPage('manual=1');
    const before = await partnerStyles(page);
    const ownStyleTags = await styleTagsInDocument(page);
    // Warm-up, so the baseline holds what is set up once per page rather than per mount: React's
    // one document listener, Playwright's and axe's own.
    expect(await blockingViolations(page)).toEqual([]);
    await mountPanels(page, [{ id: 'panel-light', mode: 'light' }]);
    await page.locator('#panel-light').getByRole('button', { name: 'Manage Grace Hopper' }).waitFor();
    await unmountPanels(page);
    const baseline = await settledLeftovers(page, { listeners: Number.MAX_SAFE_INTEGER, timers: 0 });

    await mountPanels(page, [
      { id: 'panel-light', mode: 'light' },
      { id: 'panel-dark', mode: 'dark' },
    ]);
    const light = page.locator('#panel-light');
    const dark = page.locator('#panel-dark');
    // The partner's three attendees, read through its own API and shapes, sorted by last name.
    for (const panel of [light, dark]) {
      for (const name of ['Grace Hopper', 'Katherine Johnson', 'Alan Turing']) await panel.getByText(name, { exact: true }).waitFor();
    }
    expect(await light.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^Name/),
      expect.stringMatching(/^Grace Hopper\s+Navy Labs\s+grace@harbourhall.example\s+Yes/),
      expect.stringMatching(/^Katherine Johnson/),
      expect.stringMatching(/^Alan Turing/),
    ]);
    // The partner offers no mail: no Emails column, no upload.
    expect(await light.getByRole('columnheader', { name: 'Emails' }).count()).toBe(0);
    expect(await light.getByRole('button', { name: 'Upload attendee list' }).count()).toBe(0);

    expect(await partnerStyles(page)).toEqual(before);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--gr-color-bg'))).toBe('');
    expect(await themeOf(page, '#panel-light')).toEqual({ mode: 'light', background: 'rgb(245, 243, 250)' });
    expect(await themeOf(page, '#panel-dark')).toEqual({ mode: 'dark', background: 'rgb(19, 16, 30)' });

    // The page's `button {…}` rule does not reach the kit's buttons.
    const newButton = light.getByRole('button', { name: 'NEW' });
    const kitButton = await newButton.evaluate((button) => {
      const style = getComputedStyle(button);
      return { borderStyle: style.borderTopStyle, textTransform: style.textTransform, fontFamily: style.fontFamily };
    });
    expect(kitButton.borderStyle).not.toBe('dashed');
    expect(kitButton.fontFamily).not.toContain('Georgia');
    await snap(page, 'partner-embed-guests-two-themes');

    // The snackbar portals into the panel's own mount, inside its theme, not into the partner's body.
    await light.getByRole('button', { name: 'Copy link of Alan Turing' }).click();
    const copied = page.getByText('Attendee Link Copied to Clipboard');
    await copied.waitFor();
    expect(await copied.evaluate((element) => element.closest('#panel-light [data-ui="GreenroomTheme"], #panel-light [data-greenroom-mount]') !== null)).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://harbourhall.example/intake/tkt-att-2');

    await newButton.click();
    const dialog = page.getByRole('dialog', { name: 'Add Attendee' });
    await dialog.waitFor();
    // The dialog loads on first use: wait for the real one, not the placeholder frame it replaces.
    await dialog.getByLabel('First Name').waitFor();
    expect(await dialog.evaluate((element) => element.closest('#panel-light') !== null)).toBe(true);
    // The page's `input {…}` rule does not reach the kit's fields either.
    expect(await dialog.getByLabel('First Name').evaluate((input) => getComputedStyle(input).borderTopColor)).not.toBe('rgb(138, 59, 18)');
    await snap(page, 'partner-embed-guests-add-dialog');

    await dialog.getByLabel('First Name').fill('Ada');
    await dialog.getByLabel('Last Name').fill('Lovelace');
    await dialog.getByLabel('Email').fill('ada@harbourhall.example');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.waitFor({ state: 'detached' });
    await light.getByText('Ada Lovelace', { exact: true }).waitFor();
    // The partner's backend holds the new guest in its own shape, and the page heard about it.
    expect(await partnerAttendees()).toContainEqual(expect.objectContaining({ givenName: 'Ada', familyName: 'Lovelace', mail: 'ada@harbourhall.example' }));
    await page.locator('#partner-log').getByText('guest added: Ada Lovelace', { exact: true }).waitFor();
    expect(await partnerStyles(page)).toEqual(before);
    expect(await blockingViolations(page)).toEqual([]);

    // A call the partner's backend refuses (it keeps VIPs) shows the panel's error and reaches
    // the page's onError; nothing crashes and nothing is removed.
    await light.getByRole('button', { name: 'Manage Grace Hopper' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Attendee' });
    await manage.getByRole('button', { name: 'Delete record' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete Attendee' });
    await confirmDelete.getByRole('button', { name: 'CONFIRM' }).click();
    await confirmDelete.getByRole('alert').getByText('An error occurred deleting this attendee').waitFor();
    await page.locator('#partner-log').getByText('failed: registrations.delete', { exact: true }).waitFor();
    expect(await partnerAttendees()).toContainEqual(expect.objectContaining({ givenName: 'Grace', familyName: 'Hopper' }));
    await confirmDelete.getByRole('button', { name: 'CANCEL' }).click();
    await confirmDelete.waitFor({ state: 'detached' });
    await manage.getByRole('button', { name: 'CANCEL' }).click();
    await manage.waitFor({ state: 'detached' });

    await unmountPanels(page);
    expect(await settledLeftovers(page, baseline)).toEqual(baseline);
    expect(await styleTagsInDocument(page)).toBe(ownStyleTags);
    expect(await portalNodesInDocument(page)).toBe(0);
    expect(await partnerStyles(page)).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    // The browser's own line for the refusal provoked above; nothing else (no CSP violation, no page error).
    expect(problems).toEqual(['Failed to load resource: the server responded with a status of 403 (Forbidden)']);
  });

  it('renders inside a shadow root under StrictMode, 390 wide: an adopted style sheet, dialogs inside the root, no import offered', async () => {
    const { page, problems } = await openPartnerPage('manual=1&shadow=1&strict=1', { width: 390, height: 800 });
    const before = await partnerStyles(page);
    const ownStyleTags = await styleTagsInDocument(page);
    await mountPanels(page, [{ id: 'panel-light', mode: 'dark' }]);
    const panel = page.locator('#panel-light');
    await panel.getByText('Grace Hopper', { exact: true }).waitFor();

    const inside = await page.evaluate(() => {
      const shadow = (document.querySelector('#panel-light') as HTMLElement).shadowRoot as ShadowRoot;
      // The kit's rules are one constructed sheet the shadow root adopts: no <style>, so no nonce needed.
      return {
        panels: shadow.querySelectorAll('[aria-label="Guest list"]').length > 0,
        adoptedSheets: shadow.adoptedStyleSheets.length,
        styleTags: shadow.querySelectorAll('style').length,
      };
    });
    expect(inside).toEqual({ panels: true, adoptedSheets: 1, styleTags: 0 });
    expect(await themeOf(page, '#panel-light')).toEqual({ mode: 'dark', background: 'rgb(19, 16, 30)' });
    expect(await styleTagsInDocument(page)).toBe(ownStyleTags);
    // A phone-wide page does not scroll sideways, nor does the guest table: it shows one card per
    // row (the kit Table's container query, inside the shadow root too).
    const widths = await page.evaluate(() => {
      const table = (document.querySelector('#panel-light') as HTMLElement).shadowRoot?.querySelector('[role="table"]') as HTMLElement;
      return { page: document.documentElement.scrollWidth, viewport: window.innerWidth, table: table.clientWidth, columns: table.scrollWidth };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.columns).toBeLessThanOrEqual(widths.table);
    await snap(page, 'partner-embed-guests-shadow-390');

    await panel.getByRole('button', { name: 'NEW' }).click();
    // The dialog's code loads on first use (a frame with a spinner shows meanwhile): wait for the form.
    await page.getByRole('dialog', { name: 'Add Attendee' }).getByLabel('First Name').waitFor();
    const dialogPlace = await page.evaluate(() => ({
      inShadow: (document.querySelector('#panel-light') as HTMLElement).shadowRoot?.querySelector('[role="dialog"]') !== null,
      inDocument: document.querySelector('[role="dialog"]') !== null,
    }));
    expect(dialogPlace).toEqual({ inShadow: true, inDocument: false });
    await snap(page, 'partner-embed-guests-shadow-dialog-390');
    await page.getByRole('dialog', { name: 'Add Attendee' }).getByRole('button', { name: 'CANCEL' }).click();
    await page.getByRole('dialog', { name: 'Add Attendee' }).waitFor({ state: 'detached' });

    // The partner offers no import: the upload is left out instead of failing on click.
    expect(await panel.getByRole('button', { name: 'Upload attendee list' }).count()).toBe(0);
    expect(await partnerStyles(page)).toEqual(before);

    await unmountPanels(page);
    expect(await page.evaluate(() => (document.querySelector('#panel-light') as HTMLElement).shadowRoot?.childNodes.length)).toBe(0);
    expect(await styleTagsInDocument(page)).toBe(ownStyleTags);
    expect(await portalNodesInDocument(page)).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('partner embed: the Overview panel (kept available as window.partnerEmbed.mountOverview)', () => {
  it('saves through the partner backend inside its own theme, and unmounts cleanly', async () => {
    const { page, problems } = await openPartnerPage('manual=1');
    const before = await partnerStyles(page);
    const ownStyleTags = await styleTagsInDocument(page);
    await mountPanels(page, [{ id: 'panel-dark', mode: 'dark', panel: 'overview' }]);
    const panel = page.locator('#panel-dark');
    await panel.getByRole('button', { name: 'Edit event capacity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Event Capacity' });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.closest('#panel-dark') !== null)).toBe(true);
    await snap(page, 'partner-embed-overview-dialog');
    await dialog.getByLabel('Event Capacity').fill('80');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(partner.store.events.get('evt-1')?.seats).toBe(80);
    await page.locator('#partner-log').getByText('saved revision 2', { exact: true }).waitFor();
    expect(await partnerStyles(page)).toEqual(before);

    await unmountPanels(page);
    expect(await styleTagsInDocument(page)).toBe(ownStyleTags);
    expect(await portalNodesInDocument(page)).toBe(0);
    expect(problems).toEqual([]);
  });
});
