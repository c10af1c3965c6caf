// The Presentations tab against the real server: create a deck, upload three 960 x 540 slides
// (a 1024 x 768 one is refused with the spec's message), reorder by mouse and by keyboard, save,
// reload and find the order kept, delete SELECTED, then delete the presentation.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation, Space } from '@greenroom/core';
import { DEMO_IDS } from '../packages/server/src/seed/seed';
import { solidPng } from '../packages/server/src/uploads/png';
import { ADMIN_PASSWORD, launchBrowser, openPage, snap, startServer, type RunningServer } from './harness';
import { ADMIN_NEW_PASSWORD, apiCall, apiSignIn, type ApiSession } from './api';
import { field, signIn } from './ui';

let server: RunningServer;
let browser: Browser;
let admin: ApiSession;
let page: Page;
/** The deck this journey creates, once known. */
let deckID = '';

const DECK = 'Journey Deck';
/** The demo space's name, read from the server. */
let spaceName = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await apiSignIn(server.url, 'admin', ADMIN_PASSWORD, ADMIN_NEW_PASSWORD);
  ({ page } = await openPage(browser));
  spaceName = (await space()).spaceName;
  await page.goto(`${server.url}/space/${DEMO_IDS.space}`);
  await signIn(page, 'admin', ADMIN_NEW_PASSWORD);
  await openTab();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openTab() {
  await page.getByRole('heading', { name: spaceName }).waitFor();
  await page.getByRole('tab', { name: 'Presentations' }).click();
  await page.getByRole('heading', { name: 'Presentations' }).waitFor();
}

const space = () => apiCall<Space>(server.url, admin, 'GET', `/space?spaceID=${DEMO_IDS.space}&producerID=${admin.producerID}`);
const deckOnServer = () => apiCall<Presentation>(server.url, admin, 'GET', `/presentation?presentationID=${deckID}`);
const tiles = (): Locator => page.getByRole('list', { name: 'Slides' }).locator('[data-slide]');
const shownOrder = () => tiles().evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-slide')));

async function openEdit(): Promise<Locator> {
  await page.getByRole('button', { name: `Edit ${DECK}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Presentation' });
  await dialog.getByRole('list', { name: 'Slides' }).waitFor();
  return dialog;
}

describe('the Presentations tab', () => {
  it('creates a presentation (a blank name is refused with Required)', async () => {
    await page.getByRole('button', { name: /^Edit / }).first().waitFor();
    await snap(page, 'presentations-list');
    await page.getByRole('button', { name: 'NEW' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Presentation' });
    await field(page, 'Presentation Name').fill('   ');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.getByText('Required').waitFor();
    await snap(page, 'presentations-create-dialog');
    await field(page, 'Presentation Name').fill(DECK);
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Edit ${DECK}` }).waitFor();
    const created = Object.values((await space()).presentations).find((p) => p.presentationName === DECK);
    expect(created).toBeDefined();
    deckID = created?.presentationID ?? '';
  });

  it('uploads three 960 x 540 slides; a 1024 x 768 one is refused and never sent', async () => {
    await page.getByRole('button', { name: `Upload slides to ${DECK}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Slides' });
    await dialog.getByRole('button', { name: /Drop PNG slides here/ }).waitFor();
    const png = (name: string, width: number, height: number, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: solidPng(width, height, rgb) });
    await page.getByTestId('DropZone-input').setInputFiles([
      png('red.png', 960, 540, [229, 57, 53]),
      png('green.png', 960, 540, [67, 160, 71]),
      png('blue.png', 960, 540, [30, 136, 229]),
      png('wide.png', 1024, 768, [0, 0, 0]),
    ]);
    await dialog.getByText('Dimensions of image must be 960px x 540px').waitFor();
    await expect.poll(() => dialog.getByText('Ready').count()).toBe(3);
    expect(await dialog.getByRole('button', { name: 'SAVE' }).isDisabled()).toBe(true);
    await snap(page, 'presentations-upload-refused');

    await dialog.getByRole('button', { name: 'Remove wide.png' }).click();
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await deckOnServer()).slides).toHaveLength(3);
  });

  /** Picks the first slide up with Space and moves it one place right (not yet dropped). */
  const pickUpFirstAndMoveRight = async () => {
    await tiles().nth(0).focus();
    await page.keyboard.press('Space');
    // The announcements are for screen readers: in the page, not shown.
    await page.getByText('Picked up slide 1.').waitFor({ state: 'attached' });
    // dnd-kit's keyboard sensor starts listening for arrows in a setTimeout(0) after the pick-up:
    // let the page run one task past it so the arrow is not lost (an ordering wait, not a delay).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowRight');
    await page.getByText('Slide 1 moved to position 2 of 3.').waitFor({ state: 'attached' });
  };

  it('reorders by mouse and by keyboard, saves, and keeps the order after a reload', async () => {
    const dialog = await openEdit();
    const [red, green, blue] = await shownOrder();
    // The thumbnails are the uploaded files, served under thumbnailRoot.
    await expect.poll(() => tiles().first().locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);
    await snap(page, 'presentations-edit-dialog');

    // Mouse: drag the first slide onto the third.
    const from = await tiles().nth(0).boundingBox();
    const to = await tiles().nth(2).boundingBox();
    if (!from || !to) throw new Error('The slide tiles have no box');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect.poll(shownOrder).toEqual([green, blue, red]);

    // Keyboard: pick the first slide up with Space, move it right, drop it with Space.
    await pickUpFirstAndMoveRight();
    await page.keyboard.press('Space');
    await expect.poll(shownOrder).toEqual([blue, green, red]);

    // Escape while a slide is picked up cancels the move and leaves the dialog open.
    await pickUpFirstAndMoveRight();
    await page.keyboard.press('Escape');
    await expect.poll(shownOrder).toEqual([blue, green, red]);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await deckOnServer()).slides).toEqual([blue, green, red]);

    await page.reload();
    await openTab();
    await openEdit();
    expect(await shownOrder()).toEqual([blue, green, red]);
  });

  it('deletes the SELECTED slides', async () => {
    const dialog = page.getByRole('dialog', { name: 'Edit Presentation' });
    const [first, second, third] = await shownOrder();
    await tiles().nth(1).click();
    await dialog.getByText('1 selected').waitFor();
    await dialog.getByRole('button', { name: 'SELECTED' }).click();
    await expect.poll(shownOrder).toEqual([first, third]);
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await deckOnServer()).slides).toEqual([first, third]);
    expect(second).toBeTruthy();
  });

  it('deletes the presentation after the confirmation', async () => {
    await page.getByRole('button', { name: `Delete ${DECK}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Presentation' });
    await dialog.getByText('There is no undo for presentation delete.').waitFor();
    await snap(page, 'presentations-delete-dialog');
    await dialog.getByRole('button', { name: 'CONFIRM' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Edit ${DECK}` }).waitFor({ state: 'detached' });
    expect(Object.values((await space()).presentations).map((p) => p.presentationName)).not.toContain(DECK);
  });

  it('fits a 390-wide phone: the list and the Edit Presentation dialog', async () => {
    const narrow = await openPage(browser, { viewport: { width: 390, height: 844 } });
    page = narrow.page;
    await page.goto(`${server.url}/space/${DEMO_IDS.space}`);
    await signIn(page, 'admin', ADMIN_NEW_PASSWORD);
    await openTab();
    await page.getByRole('button', { name: /^Edit / }).first().click();
    await page.getByRole('dialog', { name: 'Edit Presentation' }).getByRole('list', { name: 'Slides' }).waitFor();
    await snap(page, 'presentations-edit-narrow');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
