// The BUILT Ladle (`npm run ladle:build`, into build/ladle) renders every story: each one (preview
// mode) loads without a page error, shows something a person can see and no broken image; the
// toolbar's appearance reaches the stories. Every story is opened in German, and a panel, dialog
// or screen of a feature package may show no English text that German says differently: each of
// its texts comes from a table, in the locale in effect.
//
// A tab loads Ladle once and then moves from story to story the way Ladle's own sidebar does
// (its `ladleDispatch`), as a developer browsing the showroom would: reloading the 2.8 MB bundle
// for each of ~470 stories cost five times the browser CPU (40 stories, measured side by side:
// 60 s against 12 s). Each story still gets a fresh memory portal: ladle/components.tsx keys the
// fixture by story.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './harness';
import { englishOnlyTexts } from './textTables';
import { serveFolder, type StaticServer } from './staticServer';

/** Where `npm run ladle:build` writes (ladle/config.mjs outDir); LADLE_BUILD_DIR points elsewhere. */
const buildDir = process.env.LADLE_BUILD_DIR ?? join(process.cwd(), 'build', 'ladle');
const metaFile = join(buildDir, 'meta.json');
/** A story that shows nothing within this long is reported as blank. */
const STORY_TIMEOUT_MS = 15_000;
/** A story has settled once its page has not changed for this long (its delayed data is on screen)... */
const QUIET_MS = 400;
/** ...or after this long, for a story that keeps changing (a ticking clock). */
const SETTLE_TIMEOUT_MS = 3_000;

/** What the init script records in the page. */
interface Watched {
  __lastChange: number;
  __brokenImages: string[];
  ladleDispatch: (action: { type: 'update-story'; value: string }) => void;
}

// No build is a failure, not a skip: `npm test` builds Ladle before the journeys.
if (!existsSync(metaFile)) throw new Error(`${metaFile} is missing: run \`npm run ladle:build\` before the e2e tests.`);
const storyIds = Object.keys((JSON.parse(readFileSync(metaFile, 'utf8')) as { stories: Record<string, unknown> }).stories);

/** Stories are opened this many at a time, each in its own tab: most of a story's time is waiting
 * for its fixture's delayed answers and for the page to settle, so tabs side by side cut the wall
 * time (466 stories took 783 s one at a time on the loaded 2-core CI machine). */
const TABS = 4;

let ladle: StaticServer;
let browser: Browser;
/** English texts whose German differs (e2e/textTables.ts). */
let englishOnly: Set<string>;
/** A tab and what went wrong on the story it is opening: uncaught errors, console errors, failed requests. */
interface Tab {
  page: Page;
  problems: string[];
  /** The query the tab's Ladle was loaded with (its locale), or null before the first story. */
  loadedWith: string | null;
}
const idle: Tab[] = [];
const waiting: ((tab: Tab) => void)[] = [];

/** A tab no other story is using; waits for one when all are busy. */
function takeTab(): Promise<Tab> {
  const tab = idle.pop();
  return tab ? Promise.resolve(tab) : new Promise((resolve) => waiting.push(resolve));
}

function giveBack(tab: Tab): void {
  const next = waiting.shift();
  if (next) next(tab);
  else idle.push(tab);
}

async function openTab(): Promise<Tab> {
  const { page } = await openPage(browser);
  const tab: Tab = { page, problems: [], loadedWith: null };
  // From the page's first script: when its DOM last changed, and every image that failed to load.
  await page.addInitScript(() => {
    const watched = window as unknown as Watched;
    watched.__lastChange = performance.now();
    watched.__brokenImages = [];
    new MutationObserver(() => (watched.__lastChange = performance.now())).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener('error', (event) => {
      if (event.target instanceof HTMLImageElement) watched.__brokenImages.push(event.target.currentSrc || event.target.src);
    }, true);
  });
  page.on('pageerror', (error) => tab.problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') tab.problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) tab.problems.push(`${response.status()} for ${response.url()}`);
  });
  return tab;
}

beforeAll(async () => {
  englishOnly = await englishOnlyTexts();
  ladle = await serveFolder(buildDir);
  browser = await launchBrowser();
  for (let index = 0; index < TABS; index += 1) idle.push(await openTab());
});

afterAll(async () => {
  await browser?.close();
  await ladle?.stop();
});

/** True when the page shows text, or a visible image, icon, control or progress indicator. */
function showsContent(): boolean {
  if (document.body.innerText.trim() !== '') return true;
  return [...document.body.querySelectorAll('svg, img, canvas, input, button, select, textarea, [role]')].some((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  });
}

/** Every text the page shows or announces: text nodes, and label-like attributes. */
function shownTexts(): string[] {
  const found = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Data marked translate="no" (a file's column names) is not a text of the page's language.
    if (node.parentElement?.closest('[translate="no"]')) continue;
    const text = node.textContent?.trim();
    if (text) found.add(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value) found.add(value);
    }
  }
  return [...found];
}

/** Images that failed to load or finished without a picture (naturalWidth 0), their addresses shortened. */
function brokenImages(): string[] {
  const failed = new Set((window as unknown as Watched).__brokenImages);
  for (const image of document.querySelectorAll('img')) {
    if (image.getAttribute('src') && image.complete && image.naturalWidth === 0) failed.add(image.currentSrc || image.src);
  }
  return [...failed].map((src) => (src.length > 100 ? `${src.slice(0, 100)}…` : src));
}

/**
 * Shows one story and waits (bounded) until it shows something or has gone wrong, then until it
 * has settled (the portal fixture answers after a delay), and lists its broken images. The first
 * story of a tab (or one with another query) loads Ladle; later ones switch in the page.
 */
async function openStory(tab: Tab, id: string, query = ''): Promise<{ visible: boolean; brokenImages: string[] }> {
  const { page } = tab;
  tab.problems = [];
  if (tab.loadedWith !== query) {
    await page.goto(`${ladle.url}/?story=${encodeURIComponent(id)}&mode=preview${query}`);
    tab.loadedWith = query;
  } else {
    // Ladle's sidebar does the same: the story changes, the bundle stays. The switch is marked so
    // that "settled" below means settled after the new story changed the page.
    await page.evaluate((story) => {
      const watched = window as unknown as Watched;
      watched.__brokenImages = [];
      watched.__lastChange = performance.now();
      watched.ladleDispatch({ type: 'update-story', value: story });
    }, id);
    // Switched once Ladle has put the story in the address and its module has loaded (the ring
    // Ladle shows while a story's code loads is gone).
    await page.waitForFunction(
      (story) => new URLSearchParams(window.location.search).get('story') === story && !document.querySelector('.ladle-ring-wrapper'),
      id,
      { timeout: STORY_TIMEOUT_MS },
    );
  }
  const visible = await page
    .waitForFunction(showsContent, undefined, { timeout: STORY_TIMEOUT_MS })
    .then(() => true)
    .catch(() => false);
  if (visible) {
    await page
      .waitForFunction((quiet) => performance.now() - (window as unknown as Watched).__lastChange > quiet, QUIET_MS, { timeout: SETTLE_TIMEOUT_MS, polling: 100 })
      .catch(() => {});
  }
  return { visible, brokenImages: await page.evaluate(brokenImages) };
}

/**
 * Whether a story shows only texts its component owns, so German must reach all of them: the
 * feature packages' panels, dialogs and screens. The kit's stories and the feature packages'
 * parts show labels their story passes in, as a caller would; the docs pages (`<pkg>--docs--…`)
 * are developer documentation in English.
 */
const ownsItsTexts = (id: string) => !id.startsWith('ui--') && !['parts', 'docs'].includes(id.split('--')[1]);

/** The shown texts that are English although the page is in German. */
async function englishOnGermanPage(page: Page): Promise<string[]> {
  return (await page.evaluate(shownTexts)).filter((text) => englishOnly.has(text));
}

/** The custom properties and scheme of the outermost themed root (the global provider's portal). */
function themeOf(): { theme: string | null; primary: string; space: string } {
  const root = document.querySelector('[data-ui="GreenroomTheme"]');
  if (!root) return { theme: null, primary: '', space: '' };
  const style = getComputedStyle(root);
  return { theme: root.getAttribute('data-theme'), primary: style.getPropertyValue('--gr-color-primary').trim(), space: style.getPropertyValue('--gr-space-2').trim() };
}

/** Stories in a row that showed nothing; past a few, Ladle itself is blank and waiting is pointless. */
let blankInARow = 0;
const BLANK_LIMIT = 3 + TABS;

describe('the built Ladle', () => {
  it('lists the stories of the packages', () => {
    expect(storyIds.length).toBeGreaterThan(50);
  });

  it('groups the stories by package and kind: <Package> / <Kind> / <Component> / <State>', () => {
    expect(storyIds).toContain('ui--kit--button--basic');
    expect(storyIds).toContain('presentations--dialogs--edit-presentation-dialog--basic');
    expect(storyIds.filter((id) => id.split('--').length !== 4)).toEqual([]);
  });

  it('shows a story in the look a link asks for: theme, brand colour and density', async () => {
    const tab = await takeTab();
    try {
      await openStory(tab, 'ui--kit--button--basic', '&theme=dark&brand=teal&density=compact');
      expect(await tab.page.evaluate(themeOf)).toEqual({ theme: 'dark', primary: '#4fd1c5', space: '6px' });
      await openStory(tab, 'ui--kit--button--basic');
      expect(await tab.page.evaluate(themeOf)).toEqual({ theme: 'light', primary: '#5a3fd0', space: '8px' });
    } finally {
      giveBack(tab);
    }
  });

  it("shows a panel in the language the toolbar's Language control picks, at once", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${ladle.url}/?story=bookings--panels--guest-list-panel--basic`);
    await page.getByRole('button', { name: 'NEW' }).waitFor();
    await page.getByRole('group', { name: 'Appearance' }).getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('button', { name: 'NEU' }).waitFor();
    await page.evaluate(() => window.localStorage.clear());
    await page.context().close();
  });

  it("changes every story's look from the appearance controls in Ladle's toolbar", async () => {
    // A context of its own: the toolbar keeps its choice in localStorage, which must not reach the story tabs.
    const { page } = await openPage(browser);
    await page.goto(`${ladle.url}/?story=ui--kit--button--basic`);
    const toolbar = page.getByRole('group', { name: 'Appearance' });
    await toolbar.getByRole('combobox', { name: 'Brand colour' }).selectOption('crimson');
    await toolbar.getByRole('combobox', { name: 'Density' }).selectOption('compact');
    await toolbar.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
    await expect.poll(() => page.evaluate(themeOf)).toEqual({ theme: 'dark', primary: '#ff7aa8', space: '6px' });
    // The choice holds for the next story.
    await page.goto(`${ladle.url}/?story=ui--kit--text-field--basic&theme=dark`);
    await expect.poll(() => page.evaluate(themeOf)).toEqual({ theme: 'dark', primary: '#ff7aa8', space: '6px' });
    await page.evaluate(() => window.localStorage.clear());
    await page.context().close();
  });

  // Side by side, TABS at a time (the tests of a file otherwise run one after another).
  it('knows English texts that German says differently', () => {
    expect(englishOnly.size).toBeGreaterThan(300);
    expect(englishOnly).toContain('Upload Attendee List');
  });

  it.concurrent.for(storyIds)('renders %s in German', async (id, { expect }) => {
    expect(blankInARow, `the ${BLANK_LIMIT} stories before this one showed nothing: Ladle is blank`).toBeLessThan(BLANK_LIMIT);
    const tab = await takeTab();
    try {
      const outcome = await openStory(tab, id, '&locale=de');
      blankInARow = outcome.visible ? 0 : blankInARow + 1;
      const english = ownsItsTexts(id) ? await englishOnGermanPage(tab.page) : [];
      expect({ ...outcome, problems: tab.problems, english }).toEqual({ visible: true, brokenImages: [], problems: [], english: [] });
    } finally {
      giveBack(tab);
    }
  });
});
