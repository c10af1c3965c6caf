// The BUILT Ladle (`npm run ladle:build`, into build/ladle) renders every story: each one opened
// alone (preview mode) loads without a page error, shows something a person can see and no broken
// image; the toolbar's appearance reaches the stories.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './harness';
import { serveFolder, type StaticServer } from './staticServer';

/** Where `npm run ladle:build` writes (ladle/config.mjs outDir); LADLE_BUILD_DIR points elsewhere. */
const buildDir = process.env.LADLE_BUILD_DIR ?? join(process.cwd(), 'build', 'ladle');
const metaFile = join(buildDir, 'meta.json');
/** A story that shows nothing within this long is reported as blank. */
const STORY_TIMEOUT_MS = 5_000;
/** A story has settled once its page has not changed for this long (its delayed data is on screen)... */
const QUIET_MS = 400;
/** ...or after this long, for a story that keeps changing (a ticking clock). */
const SETTLE_TIMEOUT_MS = 3_000;

/** What the init script records in the page. */
interface Watched {
  __lastChange: number;
  __brokenImages: string[];
}

// No build is a failure, not a skip: `npm test` builds Ladle before the journeys.
if (!existsSync(metaFile)) throw new Error(`${metaFile} is missing: run \`npm run ladle:build\` before the e2e tests.`);
const storyIds = Object.keys((JSON.parse(readFileSync(metaFile, 'utf8')) as { stories: Record<string, unknown> }).stories);

let ladle: StaticServer;
let browser: Browser;
let page: Page;
/** What went wrong on the story being opened: uncaught errors, console errors, failed requests. */
let problems: string[] = [];

beforeAll(async () => {
  ladle = await serveFolder(buildDir);
  browser = await launchBrowser();
  ({ page } = await openPage(browser));
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
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
  });
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

/** Images that failed to load or finished without a picture (naturalWidth 0), their addresses shortened. */
function brokenImages(): string[] {
  const failed = new Set((window as unknown as Watched).__brokenImages);
  for (const image of document.querySelectorAll('img')) {
    if (image.getAttribute('src') && image.complete && image.naturalWidth === 0) failed.add(image.currentSrc || image.src);
  }
  return [...failed].map((src) => (src.length > 100 ? `${src.slice(0, 100)}…` : src));
}

/**
 * Opens one story alone and waits (bounded) until it shows something or has gone wrong, then until
 * it has settled (the portal fixture answers after a delay), and lists its broken images.
 */
async function openStory(id: string, query = ''): Promise<{ visible: boolean; brokenImages: string[] }> {
  problems = [];
  await page.goto(`${ladle.url}/?story=${encodeURIComponent(id)}&mode=preview${query}`);
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

/** The custom properties and scheme of the outermost themed root (the global provider's portal). */
function themeOf(): { theme: string | null; primary: string; space: string } {
  const root = document.querySelector('[data-ui="GreenroomTheme"]');
  if (!root) return { theme: null, primary: '', space: '' };
  const style = getComputedStyle(root);
  return { theme: root.getAttribute('data-theme'), primary: style.getPropertyValue('--gr-color-primary').trim(), space: style.getPropertyValue('--gr-space-2').trim() };
}

/** Stories in a row that showed nothing; past a few, Ladle itself is blank and waiting is pointless. */
let blankInARow = 0;
const BLANK_LIMIT = 3;

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
    await openStory('ui--kit--button--basic', '&theme=dark&brand=teal&density=compact');
    expect(await page.evaluate(themeOf)).toEqual({ theme: 'dark', primary: '#4fd1c5', space: '6px' });
    await openStory('ui--kit--button--basic');
    expect(await page.evaluate(themeOf)).toEqual({ theme: 'light', primary: '#5a3fd0', space: '8px' });
  });

  it("changes every story's look from the appearance controls in Ladle's toolbar", async () => {
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
  });

  it.each(storyIds)('renders %s', async (id) => {
    expect(blankInARow, `the ${BLANK_LIMIT} stories before this one showed nothing: Ladle is blank`).toBeLessThan(BLANK_LIMIT);
    const outcome = await openStory(id);
    blankInARow = outcome.visible ? 0 : blankInARow + 1;
    expect({ ...outcome, problems }).toEqual({ visible: true, brokenImages: [], problems: [] });
  });
});
