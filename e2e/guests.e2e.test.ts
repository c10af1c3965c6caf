// The Guest List and Presenters tabs against the real server: add an attendee (a bad email
// refused), copy its link, regenerate it (the old code is refused by the guest endpoint), upload a
// 3-row CSV with a bad row (the preview names line and column, nothing stored), fix and upload
// (3 stored), upload the same file again (0 new), download the list (BOM, '=' neutralised), add a
// presenter, switch Present off (Webcam off and disabled), reload and see the permissions kept.
// Every tab and dialog is checked with axe through snap().
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, Presenter, Registration } from '@greenroom/core';
import { ADMIN_PASSWORD, launchBrowser, openPage, snap, startServer, type RunningServer } from './harness';
import { ADMIN_NEW_PASSWORD, apiCall, apiCreateBooking, apiSignIn, type ApiSession } from './api';
import { signIn } from './ui';

let server: RunningServer;
let browser: Browser;
let admin: ApiSession;
let page: Page;
let booking: Booking;

const DAY = 86_400_000;
const HEADER = 'First Name,Last Name,Company Name,Email Address,Phone Number,Address Line 1,Address Line 2,City,State,Zip Code,Brand';
const guestsOnServer = () => apiCall<Registration[]>(server.url, admin, 'GET', `/attendees/all?bookingID=${booking.bookingID}`).catch(() => []);
const presentersOnServer = () => apiCall<Presenter[]>(server.url, admin, 'GET', `/presenters/all?bookingID=${booking.bookingID}`);
const tab = (name: string) => page.getByRole('tab', { name });
const csv = (lines: string[]) => ({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(`${HEADER}\r\n${lines.join('\r\n')}\r\n`) });

async function guestEnter(loginCode: string): Promise<number> {
  const response = await fetch(`${server.url}/api/guest/enter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ loginCode, socketID: `socket-${loginCode.slice(0, 6)}` }),
  });
  return response.status;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await apiSignIn(server.url, 'admin', ADMIN_PASSWORD, ADMIN_NEW_PASSWORD);
  const start = Date.now() + DAY;
  const end = start + 3_600_000;
  booking = await apiCreateBooking(server.url, admin, { name: 'E2E Guests', start, end });
  ({ page } = await openPage(browser));
  await page.goto(`${server.url}/booking/${encodeURIComponent(booking.bookingID)}`);
  await signIn(page, 'admin', ADMIN_NEW_PASSWORD);
  await page.getByRole('heading', { name: 'E2E Guests' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the Guest List tab', () => {
  it('adds an attendee; a bad email is refused with the message', async () => {
    await tab('Guest List').click();
    await page.getByText('No guests found for this booking').waitFor();
    await snap(page, 'guests-empty');
    await page.getByRole('button', { name: 'NEW' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Attendee' });
    await dialog.getByLabel('First Name').fill('Eve');
    await dialog.getByLabel('Last Name').fill('=Formula');
    await dialog.getByLabel('Email').fill('eve@');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.getByText('Email must be a valid email address').waitFor();
    await snap(page, 'guests-add-dialog');
    expect(await guestsOnServer()).toEqual([]);
    await dialog.getByLabel('Email').fill('eve@example.com');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Eve =Formula').waitFor();
    expect((await guestsOnServer()).map((g) => g.registrationData.emailAddress)).toEqual(['eve@example.com']);
  });

  it('copies the link, regenerates it, and the old code is refused by the guest endpoint', async () => {
    const [eve] = await guestsOnServer();
    await page.getByRole('button', { name: 'Copy link of Eve =Formula' }).click();
    await page.getByText('Attendee Link Copied to Clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(eve.loginCode);

    await page.getByRole('button', { name: 'Manage Eve =Formula' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Attendee' });
    await dialog.waitFor();
    await snap(page, 'guests-manage-dialog');
    await dialog.getByRole('button', { name: 'Regenerate link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Regenerate link' });
    await confirm.getByRole('button', { name: 'CONFIRM' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(async () => (await guestsOnServer())[0].loginCode).not.toBe(eve.loginCode);
    const [after] = await guestsOnServer();
    await dialog.getByText(after.loginCode, { exact: false }).waitFor();
    expect(await guestEnter(eve.loginCode)).toBeGreaterThanOrEqual(400);
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
  });

  it('previews a CSV with a bad row (line and column named, nothing stored), then imports the fixed file once', async () => {
    await page.getByRole('button', { name: 'Upload attendee list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Attendee List' });
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles(csv(['Ann,A,,ann@example.com,,,,,,,yes', 'Ben,B,,not-an-email,,,,,,,no', 'Cat,C,,cat@example.com,,,,,,,no']));
    await dialog.getByText('Row 3, Email Address: Email must be a valid email address').waitFor();
    await snap(page, 'guests-upload-preview-errors');
    expect(await guestsOnServer()).toHaveLength(1);

    const fixed = csv(['Ann,A,,ann@example.com,,,,,,,yes', 'Ben,B,,ben@example.com,,,,,,,no', 'Cat,C,,cat@example.com,,,,,,,no']);
    await input.setInputFiles(fixed);
    await dialog.getByRole('button', { name: 'IMPORT' }).and(page.locator(':enabled')).waitFor();
    await dialog.getByRole('button', { name: 'IMPORT' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Cat C').waitFor();
    expect(await guestsOnServer()).toHaveLength(4);

    await page.getByRole('button', { name: 'Upload attendee list' }).click();
    const again = page.getByRole('dialog', { name: 'Upload Attendee List' });
    await again.locator('input[type="file"]').setInputFiles(fixed);
    // The preview lists each row by class, with a count on each filter: all three unchanged.
    await again.getByRole('radio', { name: 'Unchanged (3)' }).waitFor();
    await again.getByRole('radio', { name: 'New guests (0)' }).waitFor();
    expect(await again.getByRole('button', { name: 'IMPORT' }).isDisabled()).toBe(true);
    await again.getByRole('button', { name: 'CANCEL' }).click();
    expect(await guestsOnServer()).toHaveLength(4);
  });

  it('downloads the guest list with a BOM and the formula-looking name neutralised', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download guest list' }).click()]);
    expect(download.suggestedFilename()).toBe('E2E Guests-guest-list.csv');
    const bytes = await readFile((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain(HEADER);
    expect(text).toContain(`Eve,"'=Formula",`);
    await page.getByText('Attendee List (.csv) has downloaded').waitFor();
  });
});

describe('the Presenters tab', () => {
  it('adds a presenter, switches Present off (Webcam off and disabled), and keeps it after a reload', async () => {
    await tab('Presenters').click();
    await page.getByText('No presenters found for this booking').waitFor();
    await snap(page, 'presenters-empty');
    await page.getByRole('button', { name: 'NEW' }).click();
    const add = page.getByRole('dialog', { name: 'Add Presenter' });
    await add.getByLabel('First Name').fill('Pat');
    await add.getByLabel('Last Name').fill('Speaker');
    await add.getByRole('button', { name: 'SAVE' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByText('Pat Speaker').waitFor();

    await page.getByRole('button', { name: 'Manage Pat Speaker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Presenter' });
    await dialog.getByRole('tab', { name: 'ACCESS' }).click();
    await dialog.getByText('Bridge Access', { exact: true }).first().waitFor();
    await snap(page, 'presenters-access');
    await dialog.getByRole('tab', { name: 'CUSTOMIZE' }).click();
    await dialog.getByRole('switch', { name: 'Present' }).click();
    expect(await dialog.getByRole('switch', { name: 'Webcam' }).getAttribute('aria-checked')).toBe('false');
    expect(await dialog.getByRole('switch', { name: 'Webcam' }).isDisabled()).toBe(true);
    await snap(page, 'presenters-customize');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await presentersOnServer())[0]?.permissions.canPresent).toBe(false);

    await page.reload();
    await page.getByRole('heading', { name: 'E2E Guests' }).waitFor();
    await tab('Presenters').click();
    await page.getByRole('button', { name: 'Manage Pat Speaker' }).click();
    const reopened = page.getByRole('dialog', { name: 'Manage Presenter' });
    await reopened.getByRole('tab', { name: 'CUSTOMIZE' }).click();
    expect(await reopened.getByRole('switch', { name: 'Present' }).getAttribute('aria-checked')).toBe('false');
    expect(await reopened.getByRole('switch', { name: 'Webcam' }).getAttribute('aria-checked')).toBe('false');
    expect(await reopened.getByRole('switch', { name: 'Laser Pointer' }).getAttribute('aria-checked')).toBe('true');
  });

  it('fits a phone: the Manage Presenter tabs on one row, the upload template link inside its dialog', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      // The journey before left Pat Speaker's dialog open.
      const dialog = page.getByRole('dialog', { name: 'Manage Presenter' });
      if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Manage Pat Speaker' }).click();
      await dialog.getByRole('tab', { name: 'CUSTOMIZE' }).waitFor();
      const tops = await dialog.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      await snap(page, 'presenters-manage-phone');
      await dialog.getByRole('button', { name: 'CANCEL' }).click();
      await dialog.waitFor({ state: 'detached' });

      await tab('Guest List').click();
      await page.getByRole('button', { name: 'Upload attendee list' }).click();
      const upload = page.getByRole('dialog', { name: 'Upload Attendee List' });
      const template = upload.getByRole('button', { name: 'Download template (AttendeeUploadTemplate.csv)' });
      await template.waitFor();
      const fits = await template.evaluate((button) => button.getBoundingClientRect().right <= button.closest('[role="dialog"]')!.getBoundingClientRect().right);
      expect(fits).toBe(true);
      await snap(page, 'guests-upload-phone');
      await upload.getByRole('button', { name: 'CANCEL' }).click();
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
