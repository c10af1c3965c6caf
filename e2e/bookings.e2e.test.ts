// The booking area against the real server: create a booking from the list, rename it, move its
// start (doors move with it), refuse capacity 501, toggle Q&A and download its CSV, regenerate the
// intake link (the old code is refused by the guest endpoint), attach a calendar with the rename
// prompt, duplicate into new times and delete. Every screen and dialog is checked with axe.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@greenroom/core';
import { ADMIN_PASSWORD, expectAccessible, launchBrowser, openPage, snap, startServer, type RunningServer } from './harness';
import { ADMIN_NEW_PASSWORD, apiCall, apiSignIn, type ApiSession } from './api';
import { field, signIn } from './ui';

let server: RunningServer;
let browser: Browser;
let admin: ApiSession;
let page: Page;
let bookingID = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await apiSignIn(server.url, 'admin', ADMIN_PASSWORD, ADMIN_NEW_PASSWORD);
  ({ page } = await openPage(browser));
  await page.goto(`${server.url}/space/space-1`);
  await signIn(page, 'admin', ADMIN_NEW_PASSWORD);
  await page.getByRole('heading', { name: 'Main Hall' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const bookingOnServer = (id = bookingID) => apiCall<Booking>(server.url, admin, 'GET', `/booking?bookingID=${id}`);
const bookingsOnServer = () => apiCall<Booking[]>(server.url, admin, 'GET', '/space/bookings/all?spaceID=space-1');
const dialog = (name: string) => page.getByRole('dialog', { name });

/** MM/DD/YYYY and HH:mm of an instant in a zone, as the pickers take them. */
function pickerParts(ms: number, timeZone: string): { date: string; time: string } {
  const date = new Date(ms).toLocaleDateString('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric' });
  const time = new Date(ms).toLocaleTimeString('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return { date, time };
}

async function setPickers(name: string, ms: number, timeZone: string): Promise<void> {
  const parts = pickerParts(ms, timeZone);
  const box = dialog(name);
  await box.getByRole('textbox', { name: /Date \(MM\/DD\/YYYY\)/ }).fill(parts.date);
  await box.getByLabel('Time', { exact: true }).fill(parts.time);
}

describe('the booking area', () => {
  it('lists the bookings and creates one from the Name Booking dialog (empty name refused)', async () => {
    await page.getByRole('table', { name: 'Bookings' }).waitFor();
    await snap(page, 'bookings-list');
    await page.getByRole('button', { name: 'NEW' }).click();
    await dialog('Name Booking').waitFor();
    await dialog('Name Booking').getByRole('button', { name: 'SAVE' }).click();
    await dialog('Name Booking').getByText('Required').waitFor();
    await snap(page, 'bookings-name-dialog');
    await field(page, 'Booking Name').fill('E2E Launch');
    await dialog('Name Booking').getByRole('button', { name: 'SAVE' }).click();
    await page.waitForURL(/\/booking\/[^/]+$/);
    bookingID = decodeURIComponent(page.url().split('/booking/')[1]);
    await page.getByRole('heading', { name: 'E2E Launch' }).waitFor();
    await page.getByText('General Access Link').waitFor();
    await snap(page, 'booking-editor');
    const created = await bookingOnServer();
    expect(created).toMatchObject({ name: 'E2E Launch', capacity: 20, gracePeriodMinutes: 0 });
  });

  it('renames the booking', async () => {
    await page.getByRole('button', { name: 'Edit booking name' }).click();
    await dialog('Edit Name').waitFor();
    await expectAccessible(page, 'booking-edit-name-dialog');
    await field(page, 'Booking Name').fill('E2E Launch Day');
    await dialog('Edit Name').getByRole('button', { name: 'SAVE' }).click();
    await dialog('Edit Name').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'E2E Launch Day' }).waitFor();
    expect((await bookingOnServer()).name).toBe('E2E Launch Day');
  });

  it('moves the start one hour earlier and doors open moves with it', async () => {
    const before = await bookingOnServer();
    await page.getByRole('button', { name: 'Edit Event Start' }).click();
    await dialog('Event Start').waitFor();
    await setPickers('Event Start', before.start.timeValue - 3_600_000, before.start.timezone);
    await snap(page, 'booking-event-start-dialog');
    await dialog('Event Start').getByRole('button', { name: 'SAVE' }).click();
    await dialog('Event Start').waitFor({ state: 'detached' });
    const after = await bookingOnServer();
    expect(after.start.timeValue).toBe(before.start.timeValue - 3_600_000);
    expect(Date.parse(after.doorsOpen)).toBe(Date.parse(before.doorsOpen) - 3_600_000);
  });

  it('refuses capacity 501', async () => {
    await page.getByRole('button', { name: 'Edit event capacity' }).click();
    await dialog('Event Capacity').waitFor();
    await dialog('Event Capacity').getByRole('spinbutton').fill('501');
    await dialog('Event Capacity').getByRole('button', { name: 'SAVE' }).click();
    await dialog('Event Capacity').getByText('Event capacity setting cannot exceed 500 attendees').waitFor();
    await snap(page, 'booking-capacity-dialog');
    await dialog('Event Capacity').getByRole('button', { name: 'CANCEL' }).click();
    expect((await bookingOnServer()).capacity).toBe(20);
  });

  it('turns Q&A on and downloads the Q&A CSV', async () => {
    const qa = page.getByRole('switch', { name: 'Q&A' });
    await qa.click();
    await expect.poll(() => qa.getAttribute('aria-checked')).toBe('true');
    expect((await bookingOnServer()).enableQA).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Q&A (.csv)' }).click()]);
    expect(download.suggestedFilename()).toBe('E2E Launch Day-questions.csv');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path, 'utf8')).toContain('Question Text,Asker Name,Votes,Answer Text,Answerer Name,Status,Timestamp');
  });

  it('regenerates the intake link: the old code is refused by the guest endpoint, the new one works', async () => {
    const oldCode = (await bookingOnServer()).publicAppLoginCode;
    await page.getByRole('button', { name: 'Regenerate Intake URL' }).click();
    await dialog('Confirm Link Regeneration').waitFor();
    await expectAccessible(page, 'booking-regenerate-dialog');
    await dialog('Confirm Link Regeneration').getByRole('button', { name: 'CONFIRM' }).click();
    await dialog('Confirm Link Regeneration').waitFor({ state: 'detached' });
    const newCode = (await bookingOnServer()).publicAppLoginCode;
    expect(newCode).not.toBe(oldCode);
    await page.getByText(new RegExp(`${newCode}$`)).first().waitFor();
    expect((await fetch(`${server.url}/api/guest/questions?loginCode=${oldCode}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/guest/questions?loginCode=${newCode}`)).status).toBe(200);
  });

  it('attaches a calendar and renames the booking after it', async () => {
    await page.getByRole('switch', { name: 'Add to Calendar' }).click();
    await dialog('Choose Calendar').waitFor();
    await dialog('Choose Calendar').getByRole('combobox', { name: 'Calendar' }).selectOption({ label: 'Spring Season' });
    await expectAccessible(page, 'booking-choose-calendar-dialog');
    await dialog('Choose Calendar').getByRole('button', { name: 'SAVE' }).click();
    await dialog('Rename Booking?').waitFor();
    await snap(page, 'booking-rename-to-calendar-dialog');
    await dialog('Rename Booking?').getByRole('button', { name: 'YES' }).click();
    await page.getByRole('heading', { name: 'Spring Season' }).waitFor();
    const saved = await bookingOnServer();
    expect(saved.name).toBe('Spring Season');
    expect(saved.calendarID).not.toBe('');
  });

  it('as a super-admin moves the booking to named server options, and the selects show them', async () => {
    // The demo space's default servers are named options, so the selects show them (not their placeholders).
    expect(await page.getByRole('combobox', { name: 'Video Server' }).inputValue()).toBe('Public Cloud');
    expect(await page.getByRole('combobox', { name: 'Game Server' }).inputValue()).toBe('Public Server');
    // The two super-admin switches get rows as tall as the rows above (they were packed together).
    const notifications = await page.getByRole('switch', { name: 'Send Entry Notifications' }).boundingBox();
    const helpButton = await page.getByRole('switch', { name: 'Show In-Room Help Button' }).boundingBox();
    expect(helpButton!.y - notifications!.y).toBeGreaterThanOrEqual(40);
    await page.getByRole('combobox', { name: 'Video Server' }).selectOption('US Private Cloud');
    await expect.poll(async () => (await bookingOnServer()).privateCloud).toBe(true);
    await page.getByRole('combobox', { name: 'Game Server' }).selectOption('Development Server');
    await expect.poll(async () => (await bookingOnServer()).gamePort).toBe(3777);
    await expect.poll(() => page.getByRole('combobox', { name: 'Video Server' }).inputValue()).toBe('US Private Cloud');
    await expect.poll(() => page.getByRole('combobox', { name: 'Game Server' }).inputValue()).toBe('Development Server');
  });

  it('duplicates the booking into new times and opens the copy', async () => {
    const original = await bookingOnServer();
    await page.getByRole('button', { name: 'Duplicate booking' }).click();
    await dialog('Set Run Start Date / Time').waitFor();
    await setPickers('Set Run Start Date / Time', original.start.timeValue + 86_400_000, original.start.timezone);
    await snap(page, 'booking-duplicate-start-dialog');
    await dialog('Set Run Start Date / Time').getByRole('button', { name: 'NEXT' }).click();
    await dialog('Set Run End Date / Time').waitFor();
    await setPickers('Set Run End Date / Time', original.end.timeValue + 86_400_000, original.end.timezone);
    await expectAccessible(page, 'booking-duplicate-end-dialog');
    await dialog('Set Run End Date / Time').getByRole('button', { name: 'SAVE' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/booking/') && !url.pathname.endsWith(bookingID));
    const copyID = decodeURIComponent(page.url().split('/booking/')[1]);
    const copy = await bookingOnServer(copyID);
    expect(copy.start.timeValue).toBe(original.start.timeValue + 86_400_000);
    expect(copy.end.timeValue).toBe(original.end.timeValue + 86_400_000);
    expect(copy.name).toBe('Spring Season');
    await page.getByRole('heading', { name: 'Spring Season' }).waitFor();
    await snap(page, 'booking-duplicate-opened');
    bookingID = copyID;
  });

  it('deletes the copy and returns to the space', async () => {
    await page.getByRole('button', { name: 'Delete booking' }).click();
    await dialog('Delete This Booking?').waitFor();
    await expectAccessible(page, 'booking-delete-dialog');
    await dialog('Delete This Booking?').getByRole('button', { name: 'CONFIRM' }).click();
    await page.waitForURL(/\/space\/space-1$/);
    await page.getByRole('table', { name: 'Bookings' }).waitFor();
    expect((await bookingsOnServer()).map((booking) => booking.bookingID)).not.toContain(bookingID);
    await snap(page, 'bookings-list-after-delete');
  });

  it('fits a phone (390 px wide) without scrolling sideways: the list and the editor', async () => {
    const phone = (await openPage(browser, { viewport: { width: 390, height: 844 } })).page;
    const noSidewaysScroll = () => phone.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    await phone.goto(`${server.url}/space/space-1`);
    await signIn(phone, 'admin', ADMIN_NEW_PASSWORD);
    await phone.getByRole('table', { name: 'Bookings' }).waitFor();
    await snap(phone, 'bookings-list-phone');
    expect(await noSidewaysScroll()).toBe(true);
    const [first] = await bookingsOnServer();
    await phone.goto(`${server.url}/booking/${first.bookingID}`);
    await phone.getByText('General Access Link').waitFor();
    await snap(phone, 'booking-editor-phone');
    expect(await noSidewaysScroll()).toBe(true);
    // The label stacks above its link, which keeps the width (it broke every few characters).
    const intakeLabel = await phone.getByText('Intake URL', { exact: true }).boundingBox();
    const intakeLink = await phone.getByText(/\/guest\/intake\//).boundingBox();
    expect(intakeLink!.y).toBeGreaterThanOrEqual(intakeLabel!.y + intakeLabel!.height);
    expect(intakeLink!.width).toBeGreaterThan(250);
    await phone.getByRole('tab', { name: 'Registration' }).click();
    const signUpLabel = await phone.getByText('Sign-up URL', { exact: true }).boundingBox();
    const signUpLink = await phone.getByText(/\/guest\/sign-up\//).boundingBox();
    expect(signUpLink!.y).toBeGreaterThanOrEqual(signUpLabel!.y + signUpLabel!.height);
    await snap(phone, 'booking-registration-phone');
    expect(await noSidewaysScroll()).toBe(true);
    await phone.context().close();
  });
});
