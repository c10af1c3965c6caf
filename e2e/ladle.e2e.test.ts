// The BUILT Ladle (`npm run ladle:build`, into build/ladle) renders every story: each one opened
// alone (preview mode) loads without a page error and shows something a person can see.
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

/** Opens one story alone and waits (bounded) until it shows something or has gone wrong. */
async function openStory(id: string): Promise<{ visible: boolean }> {
  problems = [];
  await page.goto(`${ladle.url}/?story=${encodeURIComponent(id)}&mode=preview`);
  const visible = await page
    .waitForFunction(showsContent, undefined, { timeout: STORY_TIMEOUT_MS })
    .then(() => true)
    .catch(() => false);
  return { visible };
}

/** Stories in a row that showed nothing; past a few, Ladle itself is blank and waiting is pointless. */
let blankInARow = 0;
const BLANK_LIMIT = 3;

describe('the built Ladle', () => {
  it('lists the stories of the packages', () => {
    expect(storyIds.length).toBeGreaterThan(50);
  });

  it.each(storyIds)('renders %s', async (id) => {
    expect(blankInARow, `the ${BLANK_LIMIT} stories before this one showed nothing: Ladle is blank`).toBeLessThan(BLANK_LIMIT);
    const outcome = await openStory(id);
    blankInARow = outcome.visible ? 0 : blankInARow + 1;
    expect({ ...outcome, problems }).toEqual({ visible: true, problems: [] });
  });
});
