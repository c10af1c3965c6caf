// The Branding tab against the real server: the three sections, the Web Theme kept after a reload,
// 'Hightlight Color', a Header Logo upload (a 146 x 145 PNG refused first, nothing sent) and its
// preview, an 11 MB MP4 refused, a number item rounded, and the avatar colours (a slot with one
// colour blocks SAVE; a disabled slot is gone after a reload); a role-1 producer does not see the
// hidden items a super-admin sees. Desktop and phone screenshots, axe.
import type { Browser, Locator, Page, Request, Route } from 'playwright-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ColorPair, Space } from '@greenroom/core';
import { solidPng } from '../packages/server/src/uploads/png';
import { ADMIN_PASSWORD, launchBrowser, openPage, snap, startServer, type RunningServer } from './harness';
import { ADMIN_NEW_PASSWORD, apiCall, apiSignIn, type ApiSession } from './api';
import { signIn } from './ui';

let server: RunningServer;
let browser: Browser;
let admin: ApiSession;
let page: Page;
/** The demo world's first space (its skins have an item of every type). */
const SPACE_ID = 'space-1';
let spaceName = '';
/** Every API request the page sends, to assert what was (not) sent. */
const sent: Request[] = [];
/** The 11 MB MP4 lies on disk: the browser reads it from its path instead of 15 MB of base64 sent through the protocol, which is slow on a busy machine. */
const fileDir = mkdtempSync(join(tmpdir(), 'greenroom-branding-'));
const bigMp4 = join(fileDir, 'big.mp4');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await apiSignIn(server.url, 'admin', ADMIN_PASSWORD, ADMIN_NEW_PASSWORD);
  ({ page } = await openPage(browser));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) sent.push(request);
  });
  spaceName = (await space()).spaceName;
  await page.goto(`${server.url}/space/${SPACE_ID}`);
  await signIn(page, 'admin', ADMIN_NEW_PASSWORD);
  await openBranding(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(fileDir, { recursive: true, force: true });
});

// A step that failed (and its retry) may leave its dialog open, and a modal dialog would then fail every later step.
beforeEach(async () => {
  for (let attempt = 0; attempt < 3 && (await page.getByRole('dialog').count()) > 0; attempt += 1) await page.keyboard.press('Escape');
});

async function openBranding(on: Page): Promise<void> {
  await on.getByRole('heading', { name: spaceName }).waitFor();
  await on.getByRole('tab', { name: 'Branding' }).click();
  await on.getByRole('tab', { name: 'In-Room', exact: true }).waitFor();
}

async function section(on: Page, name: 'In-Room' | 'Web' | 'Email'): Promise<void> {
  await on.getByRole('tab', { name, exact: true }).click();
}

const themeRadio = (on: Page, name: 'Dark' | 'Light') => on.getByRole('radiogroup', { name: 'Web Theme' }).getByRole('radio', { name });
const space = () => apiCall<Space>(server.url, admin, 'GET', `/space?spaceID=${SPACE_ID}&producerID=${admin.producerID}`);
const requestsTo = (pathname: string) => sent.filter((request) => new URL(request.url()).pathname === pathname).length;
const png = (name: string, width: number, height: number) => ({ name, mimeType: 'image/png', buffer: solidPng(width, height, [255, 87, 34]) });

/** Opens a colour picker, types the hex value and commits it with Enter (the picker is in a portal). */
async function pickColor(trigger: Locator, hex: string): Promise<void> {
  await trigger.click();
  const input = page.getByRole('textbox', { name: 'Hex color' });
  await input.fill(hex);
  await input.press('Enter');
}

describe('the Branding tab', () => {
  it('shows In-Room, Web and Email; In-Room lists the avatar and world items by label', async () => {
    await page.getByRole('button', { name: 'Edit Avatar Colors' }).waitFor();
    const labels = await page.locator('[data-ui="BrandingTab"] button[aria-label^="Preview "]').evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')!.slice('Preview '.length)),
    );
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    expect(labels).toEqual(expect.arrayContaining(['Avatar Colors', 'Light Intensity', 'Q&A Display Background Color', 'Welcome Video']));
    expect(labels).not.toContain('Thumbnails');
    expect(labels).not.toContain('Texture Map');
    await snap(page, 'branding-in-room');

    await section(page, 'Email');
    await page.getByRole('button', { name: 'Upload Email Header Image' }).waitFor();
    await snap(page, 'branding-email');
  });

  it('switches the Web Theme and keeps it after a reload', async () => {
    await section(page, 'Web');
    // A person clicks the option's label (the styled dot covers the native input).
    await page.getByRole('radiogroup', { name: 'Web Theme' }).getByText('Light', { exact: true }).click();
    await expect.poll(async () => (await space()).uiSkin.theme?.value).toBe('light');
    await page.reload();
    await openBranding(page);
    await section(page, 'Web');
    expect(await themeRadio(page, 'Light').isChecked()).toBe(true);
    expect(await themeRadio(page, 'Dark').isChecked()).toBe(false);
  });

  it("changes 'Hightlight Color'", async () => {
    await pickColor(page.getByRole('button', { name: /^Hightlight Color/ }), '#FF5722');
    await page.getByRole('button', { name: /^Hightlight Color.*#FF5722/i }).waitFor();
    await expect.poll(async () => String((await space()).uiSkin.primaryColor?.value).toUpperCase()).toBe('#FF5722');
    await snap(page, 'branding-web');
  });

  it('refuses a 146 x 145 PNG for the Header Logo without sending it, then uploads a 145 x 145 one and previews it', async () => {
    await page.getByRole('button', { name: 'Upload Header Logo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Header Logo' });
    await dialog.getByText('PNG: 145px x 145px').first().waitFor();
    await snap(page, 'branding-upload-dialog');
    const requestsBefore = requestsTo('/api/assets/upload-request');

    await dialog.getByTestId('DropZone-input').setInputFiles(png('wide.png', 146, 145));
    await dialog.getByText('Dimensions of image must be 145px x 145px').waitFor();
    await dialog.getByRole('button', { name: 'UPLOAD' }).click();
    await dialog.getByText('Dimensions of image must be 145px x 145px').waitFor();
    await snap(page, 'branding-upload-refused');
    expect(requestsTo('/api/assets/upload-request')).toBe(requestsBefore);

    await dialog.getByTestId('DropZone-input').setInputFiles(png('logo.png', 145, 145));
    await dialog.getByText('logo.png').waitFor();
    await dialog.getByRole('button', { name: 'UPLOAD' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The file went with XMLHttpRequest (upload progress events) and without the Authorization header.
    const put = sent.find((request) => request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/files/assets/thumbnailLogo/'));
    expect(put?.resourceType()).toBe('xhr');
    expect(put?.headers().authorization).toBeUndefined();
    const logo = String((await space()).uiSkin.thumbnailLogo?.value);
    expect(logo).toMatch(new RegExp(`^${server.url}/api/files/assets/thumbnailLogo/[0-9a-f-]{36}\\.png$`));

    await page.getByRole('button', { name: 'Preview Header Logo' }).click();
    const preview = page.getByRole('dialog', { name: 'Header Logo' });
    const picture = preview.getByRole('img', { name: 'Header Logo' });
    expect(await picture.getAttribute('src')).toBe(logo);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(145);
    await snap(page, 'branding-preview-logo');
    await preview.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await preview.waitFor({ state: 'detached' });
  });

  it('shows the upload in a progress bar; Cancel upload stops it and keeps the old asset', async () => {
    const before = (await space()).uiSkin.thumbnailLogo?.value;
    // The file PUT is held in the network, so the upload is still running while the test looks.
    const isFilePut = (url: URL) => url.pathname.startsWith('/api/files/assets/thumbnailLogo/');
    let heldPut: Route | undefined;
    let putSeen: () => void = () => undefined;
    const putArrived = new Promise<void>((resolve) => (putSeen = resolve));
    await page.route(isFilePut, (route) => {
      heldPut = route;
      putSeen();
    });
    try {
      await page.getByRole('button', { name: 'Upload Header Logo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Header Logo' });
      await dialog.getByTestId('DropZone-input').setInputFiles(png('second.png', 145, 145));
      await dialog.getByText('second.png').waitFor();
      await dialog.getByRole('button', { name: 'UPLOAD' }).click();
      await putArrived;
      await dialog.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
      await snap(page, 'branding-upload-progress');
      await dialog.getByRole('button', { name: 'Cancel upload' }).click();
      await dialog.getByRole('progressbar', { name: 'Upload progress' }).waitFor({ state: 'detached' });
      expect(await dialog.getByText('An error occurred uploading the image').count()).toBe(0);
      expect((await space()).uiSkin.thumbnailLogo?.value).toBe(before);
      await dialog.getByRole('button', { name: 'CANCEL' }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await page.unroute(isFilePut);
      await heldPut?.abort().catch(() => undefined);
    }
  });

  it('refuses an 11 MB MP4 with the message, nothing sent', async () => {
    await section(page, 'In-Room');
    await page.getByRole('button', { name: 'Upload Welcome Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Welcome Video' });
    const requestsBefore = requestsTo('/api/assets/upload-request');
    const mp4 = Buffer.alloc(11_000_000);
    Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(mp4);
    writeFileSync(bigMp4, mp4);
    await dialog.getByTestId('DropZone-input').setInputFiles(bigMp4);
    await dialog.getByText('Video file size cannot exceed 10 MB').waitFor();
    await snap(page, 'branding-video-refused');
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(requestsTo('/api/assets/upload-request')).toBe(requestsBefore);
  });

  it('edits a number item, stored rounded to 2 decimals', async () => {
    await page.getByRole('button', { name: 'Edit Light Intensity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Light Intensity' });
    await dialog.getByRole('spinbutton').fill('1.234');
    await snap(page, 'branding-number-dialog');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await space()).worldSkin.lightIntensity?.value).toBe(1.23);
  });

  it('avatar colours: one colour blocks SAVE; a disabled slot is gone after saving and reloading', async () => {
    const before = (await space()).avatarSkin.avatarColors?.value as ColorPair[];
    expect(before.length).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: 'Edit Avatar Colors' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Avatar Colors' });
    const free = before.length + 1;
    await dialog.getByRole('switch', { name: `Slot ${free}` }).click();
    await pickColor(dialog.getByRole('button', { name: new RegExp(`^Slot ${free} primary color`) }), '#112233');
    const updates = requestsTo('/api/skin/avatar');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.getByText('Choose both a primary and a secondary color').waitFor();
    await snap(page, 'branding-avatar-colors-flagged');
    expect(requestsTo('/api/skin/avatar')).toBe(updates);

    await dialog.getByRole('switch', { name: `Slot ${free}` }).click();
    await dialog.getByRole('switch', { name: 'Slot 2' }).click();
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.waitFor({ state: 'detached' });
    const expected = before.filter((_, index) => index !== 1);
    expect((await space()).avatarSkin.avatarColors?.value).toEqual(expected);

    await page.reload();
    await openBranding(page);
    await page.getByRole('button', { name: 'Edit Avatar Colors' }).click();
    const reopened = page.getByRole('dialog', { name: 'Edit Avatar Colors' });
    expect(await reopened.getByRole('switch', { name: `Slot ${before.length}` }).isChecked()).toBe(false);
    expect(await reopened.getByRole('switch', { name: 'Slot 1' }).isChecked()).toBe(true);
    await reopened.getByRole('button', { name: 'CANCEL' }).click();
  });

  it('shows hidden items to the super-admin only: a role-1 producer of the project neither sees nor receives them', async () => {
    await section(page, 'In-Room');
    await page.getByRole('button', { name: 'Preview Debug Overlay' }).waitFor();

    const producer = { username: 'robin', temporaryPassword: 'Welcome2u', password: 'Producer2026' };
    await apiCall(server.url, admin, 'POST', '/producer', {
      temporaryPassword: producer.temporaryPassword,
      email: 'robin@example.com',
      username: producer.username,
      first: 'Robin',
      last: 'Producer',
      projects: { 'project-1': { projectID: 'project-1', projectName: 'Acme Launch Events' } },
      role: 1,
    });
    const session = await apiSignIn(server.url, producer.username, producer.temporaryPassword, producer.password);
    const seen = await apiCall<Space>(server.url, session, 'GET', `/space?spaceID=${SPACE_ID}&producerID=${session.producerID}`);
    expect(seen.worldSkin.debugOverlay).toBeUndefined();
    expect(seen.worldSkin.lightIntensity).toBeDefined();

    const other = (await openPage(browser)).page;
    await other.goto(`${server.url}/space/${SPACE_ID}`);
    await signIn(other, producer.username, producer.password);
    await openBranding(other);
    await other.getByRole('button', { name: 'Preview Light Intensity' }).waitFor();
    expect(await other.getByRole('button', { name: 'Preview Debug Overlay' }).count()).toBe(0);
    await snap(other, 'branding-in-room-producer');
    await other.context().close();
  });

  it('fits a phone (390 px wide) without scrolling sideways', async () => {
    const phone = (await openPage(browser, { viewport: { width: 390, height: 844 } })).page;
    const noSidewaysScroll = () => phone.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    await phone.goto(`${server.url}/space/${SPACE_ID}`);
    await signIn(phone, 'admin', ADMIN_NEW_PASSWORD);
    await openBranding(phone);
    await phone.getByRole('button', { name: 'Edit Avatar Colors' }).waitFor();
    await snap(phone, 'branding-in-room-phone');
    expect(await noSidewaysScroll()).toBe(true);
    // The two colours of a slot sit side by side inside the dialog, neither over the other.
    await phone.getByRole('button', { name: 'Edit Avatar Colors' }).click();
    const avatarDialog = phone.getByRole('dialog', { name: 'Edit Avatar Colors' });
    await avatarDialog.waitFor();
    const slot = await avatarDialog.locator('[data-ui="AvatarColorSlot"]').first().evaluate((row) => {
      const [first, second] = [...row.querySelectorAll('[data-ui="ColorPicker"]')].map((picker) => picker.getBoundingClientRect());
      const frame = row.closest('[role="dialog"]')!.getBoundingClientRect();
      return { apart: first.right <= second.left, inside: second.right <= frame.right && first.left >= frame.left };
    });
    expect(slot).toEqual({ apart: true, inside: true });
    await snap(phone, 'branding-avatar-colors-phone');
    await avatarDialog.getByRole('button', { name: 'CANCEL' }).click();
    await avatarDialog.waitFor({ state: 'detached' });
    await section(phone, 'Web');
    await phone.getByRole('button', { name: 'Upload Header Logo' }).waitFor();
    await snap(phone, 'branding-web-phone');
    expect(await noSidewaysScroll()).toBe(true);
    await phone.getByRole('button', { name: 'Upload Header Logo' }).click();
    await phone.getByRole('dialog', { name: 'Upload Header Logo' }).waitFor();
    await snap(phone, 'branding-upload-phone');
    await phone.context().close();
  });
});
