// The Registration, Messages and Attendees tabs against the real server: intake fields saved once
// when the tab is left, the registration number, a leave URL without http refused, then guests
// entering and leaving through the public guest endpoints (one rejoining twice): the in-event
// count, the merged row, the peak, 'Registered, did not come' and the attendance CSV of §9.
// Every tab and dialog is checked with axe.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, Registration } from '@greenroom/core';
import { ADMIN_PASSWORD, launchBrowser, openPage, snap, startServer, type RunningServer } from './harness';
import { blockingViolations } from './accessibility';
import { ADMIN_NEW_PASSWORD, apiCall, apiCreateBooking, apiSignIn, type ApiSession } from './api';
import { signIn } from './ui';

let server: RunningServer;
let browser: Browser;
let admin: ApiSession;
let page: Page;
let booking: Booking;
const guests: Record<string, Registration> = {};
let socketCount = 0;

const MINUTE = 60_000;
const bookingOnServer = () => apiCall<Booking>(server.url, admin, 'GET', `/booking?bookingID=${booking.bookingID}`);

async function guest(path: 'enter' | 'leave', body: Record<string, string>): Promise<{ attendeesID: string }> {
  const response = await fetch(`${server.url}/api/guest/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`guest ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as { attendeesID: string };
}

async function stay(registration: Registration, leave: boolean): Promise<void> {
  const { attendeesID } = await guest('enter', { loginCode: registration.loginCode, socketID: `socket-${(socketCount += 1)}` });
  if (leave) await guest('leave', { attendeesID, loginCode: registration.loginCode });
}


beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await apiSignIn(server.url, 'admin', ADMIN_PASSWORD, ADMIN_NEW_PASSWORD);
  const now = Date.now();
  const start = now - 5 * MINUTE;
  const end = now + 55 * MINUTE;
  booking = await apiCreateBooking(server.url, admin, { name: 'E2E Attendance', start, end, accessTime: start });
  for (const [first, last] of [['Ada', 'Lovelace'], ['Grace', 'Hopper'], ['Alan', 'Turing']]) {
    guests[first] = await apiCall<Registration>(server.url, admin, 'POST', '/registration', {
      bookingID: booking.bookingID,
      first,
      last,
      email: `${first.toLowerCase()}@example.com`,
      company: 'E2E',
      phone: '',
      address: {},
      brand: false,
      allowEarlyAccess: false,
    });
  }
  ({ page } = await openPage(browser));
  await page.goto(`${server.url}/booking/${encodeURIComponent(booking.bookingID)}`);
  await signIn(page, 'admin', ADMIN_NEW_PASSWORD);
  await page.getByRole('heading', { name: 'E2E Attendance' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const tab = (name: string) => page.getByRole('tab', { name });

describe('the Registration, Messages and Attendees tabs', () => {
  it('saves the intake fields once when the Registration tab is left', async () => {
    await tab('Registration').click();
    await page.getByRole('checkbox', { name: 'Company visible' }).waitFor();
    await snap(page, 'booking-registration');
    await page.getByRole('checkbox', { name: 'Company visible' }).uncheck({ force: true });
    expect(await page.getByRole('checkbox', { name: 'Company mandatory' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Email mandatory' }).check({ force: true });
    const before = (await bookingOnServer()).version;
    await tab('Messages').click();
    await expect.poll(async () => (await bookingOnServer()).version).toBe(before + 1);
    const fields = (await bookingOnServer()).intakeFields;
    expect(fields.find((field) => field.name === 'Company')).toMatchObject({ visible: false, mandatory: false });
    expect(fields.find((field) => field.name === 'Email')).toMatchObject({ visible: true, mandatory: true });

    await tab('Registration').click();
    expect(await page.getByRole('checkbox', { name: 'Company visible' }).isChecked()).toBe(false);
    await tab('Messages').click();
    await page.getByRole('textbox', { name: 'Leave Meeting Destination URL' }).waitFor();
    expect((await bookingOnServer()).version).toBe(before + 1);
  });

  it('turns the registration number on and sets 1200', async () => {
    await tab('Registration').click();
    await page.getByRole('switch', { name: 'Specify Registration Number' }).click();
    const input = page.getByRole('textbox', { name: 'Registration Number' });
    await input.fill('1200');
    await input.blur();
    await expect.poll(async () => (await bookingOnServer()).registrationCapacity).toBe(1200);
    expect((await bookingOnServer()).useRegistrationCapacity).toBe(true);
  });

  it('refuses a leave URL without http with the spec message', async () => {
    await tab('Messages').click();
    const form = page.getByRole('form', { name: 'Leave Meeting Destination URL' });
    await form.getByRole('textbox').fill('www.example.com/bye');
    await form.getByRole('button', { name: 'SAVE' }).click();
    await form.getByText('Please ensure that your URL begins with HTTP or HTTPS.').waitFor();
    await snap(page, 'booking-messages');
    // Each SAVE sits level with its box, below the field label (it sat level with the label).
    for (const name of ['Event Link', 'Leave Meeting Destination URL', 'Support Message']) {
      const setting = page.getByRole('form', { name });
      const label = await setting.getByText(name, { exact: true }).boundingBox();
      const box = await setting.getByRole('textbox', { name }).boundingBox();
      const save = await setting.getByRole('button', { name: 'SAVE' }).boundingBox();
      expect(save!.y).toBeGreaterThanOrEqual(label!.y + label!.height);
      expect(save!.y).toBeLessThanOrEqual(box!.y + 4);
    }
    // The support switch has its own line above the message field.
    const supportSwitch = await page.getByRole('switch', { name: 'Support Message Active' }).boundingBox();
    const supportLabel = await page.getByRole('form', { name: 'Support Message' }).getByText('Support Message', { exact: true }).boundingBox();
    expect(supportLabel!.y).toBeGreaterThanOrEqual(supportSwitch!.y + supportSwitch!.height);
    expect((await bookingOnServer()).hangUpURL).not.toBe('www.example.com/bye');
  });

  it('shows guests entering and leaving: count, merged rejoins, peak, registered-did-not-come and the §9 CSV', async () => {
    await stay(guests.Ada, true);
    await stay(guests.Grace, false);
    await stay(guests.Ada, true);
    await stay(guests.Ada, false);

    await tab('Attendees').click();
    await page.getByRole('cell', { name: 'Ada Lovelace' }).first().waitFor();
    const stat = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    expect(await stat('In event').textContent()).toBe('2');
    expect(await stat('Peak in room').textContent()).toMatch(/^2 at /);
    const ada = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Ada Lovelace' }) });
    expect(await ada.getByRole('cell').nth(4).textContent()).toBe('3');
    expect(await ada.getByRole('cell').nth(5).textContent()).toMatch(/^0h:0\dm$/);
    await snap(page, 'booking-attendees');

    await ada.getByRole('button', { name: 'Login activity for Ada Lovelace' }).click();
    const activity = page.getByRole('dialog', { name: 'Login Activity' });
    await activity.waitFor();
    expect(await activity.getByRole('row').count()).toBe(4);
    await snap(page, 'booking-attendees-login-activity');
    // On a phone the headers and dates stay whole ('En d', '1h:10 m' broke mid-word); the table scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const cut = () =>
        activity
          .locator('[role="columnheader"], [role="cell"] [data-ui="TruncatedText"]')
          .evaluateAll((cells) =>
            cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => `${cell.textContent} ${cell.scrollWidth}>${cell.clientWidth}`),
          );
      await expect.poll(cut).toEqual([]);
      // The resize settles over a frame or two (the Table measures its overflow in a ResizeObserver
      // and only then makes a scrolling part focusable); axe looks once it has, and still fails the
      // test if a scrollable region stays out of keyboard reach.
      await expect.poll(() => blockingViolations(page), { timeout: 5000 }).toEqual([]);
      await snap(page, 'booking-attendees-login-activity-phone');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await activity.getByRole('button', { name: 'CLOSE', exact: true }).click();

    await ada.getByRole('button', { name: 'Attendee information for Ada Lovelace' }).click();
    await page.getByRole('dialog', { name: 'Attendee Information' }).waitFor();
    await snap(page, 'booking-attendees-info');
    await page.getByRole('dialog', { name: 'Attendee Information' }).getByRole('button', { name: 'CLOSE', exact: true }).click();

    await page.getByRole('radio', { name: 'Registered, did not come' }).check({ force: true });
    const absent = page.getByRole('table', { name: 'Registered, did not come' });
    await absent.getByRole('cell', { name: 'Alan Turing' }).waitFor();
    expect(await absent.getByRole('cell', { name: 'Ada Lovelace' }).count()).toBe(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download attendee list (.csv)' }).click()]);
    expect(download.suggestedFilename()).toBe('E2E Attendance-attendees.csv');
    const csv = (await readFile((await download.path()) as string, 'utf8')).replace('\uFEFF', '');
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toBe(
      'firstName,lastName,company,emailAddress,phoneNumber,addressLine1,addressLine2,city,state,zipCode,brand,startTime,endTime,timeInRoom,loginCode,registrationID,socketID,attendeesID',
    );
    expect(rows.filter((row) => row.startsWith('Ada,Lovelace'))).toHaveLength(3);
    await page.getByText('Attendee List (.csv) has downloaded').waitFor();
  });

  it("shows every Attendees column header in full at 1280 px ('Time in Room' was cut)", async () => {
    await page.getByRole('radio', { name: 'Everyone who came' }).check({ force: true });
    const table = page.getByRole('table', { name: 'Everyone who came' });
    await table.getByRole('cell', { name: 'Ada Lovelace' }).first().waitFor();
    expect(page.viewportSize()?.width).toBe(1280);
    const headers = await table.getByRole('columnheader').evaluateAll((cells) =>
      cells.map((cell) => ({ text: cell.textContent, cut: cell.scrollWidth > cell.clientWidth })),
    );
    expect(headers.map((header) => header.text)).toContain('Time in Room');
    expect(headers.filter((header) => header.cut)).toEqual([]);
    await snap(page, 'booking-attendees-headers');
  });
});
