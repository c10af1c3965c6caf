// The Calendar tab against the real server: create, rename, copy, regenerate (the old feed URL
// stops answering, the new one lists the calendar's bookings) and delete.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calendar } from '@greenroom/core';
import { ADMIN_PASSWORD, expectAccessible, launchBrowser, openPage, snap, startServer, type RunningServer } from './harness';
import { ADMIN_NEW_PASSWORD, apiCall, apiSignIn, type ApiSession } from './api';
import { field, signIn } from './ui';

let server: RunningServer;
let browser: Browser;
let admin: ApiSession;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await apiSignIn(server.url, 'admin', ADMIN_PASSWORD, ADMIN_NEW_PASSWORD);
  ({ page } = await openPage(browser));
  await page.goto(`${server.url}/space/space-1`);
  await signIn(page, 'admin', ADMIN_NEW_PASSWORD);
  await page.getByRole('heading', { name: 'Main Hall' }).waitFor();
  await page.getByRole('tab', { name: 'Calendar' }).click();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const calendarsOnServer = () => apiCall<Calendar[]>(server.url, admin, 'GET', '/calendars?spaceID=space-1');
const shownUrl = async () => ((await page.locator('[data-ui="CalendarDetail"] [aria-labelledby]').first().textContent()) ?? '').trim();

describe('the Calendar tab', () => {
  it('creates a calendar (the empty name is refused) and opens it', async () => {
    await page.getByRole('button', { name: 'Edit Spring Season' }).waitFor();
    await snap(page, 'calendar-list');
    await page.getByRole('button', { name: 'NEW' }).click();
    const dialog = page.getByRole('dialog', { name: 'Name Calendar' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.getByText('Required').waitFor();
    await snap(page, 'calendar-new-dialog');
    await field(page, 'Calendar Name').fill('Press Day');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Calendar URL').waitFor();
    await page.getByRole('heading', { name: 'Press Day' }).or(page.getByText('Press Day', { exact: true })).first().waitFor();
    expect((await calendarsOnServer()).map((calendar) => calendar.calendarName).sort()).toEqual(['All Hands', 'Press Day', 'Spring Season']);
  });

  it('renames it and copies its URL, which is the configured calendar host plus its login code', async () => {
    await page.getByRole('button', { name: 'Edit calendar name' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Calendar Name' });
    await dialog.waitFor();
    await expectAccessible(page, 'calendar-rename-dialog');
    await field(page, 'Calendar Name').fill('Press Week');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Press Week', { exact: true }).waitFor();

    const created = (await calendarsOnServer()).find((calendar) => calendar.calendarName === 'Press Week');
    expect(created).toBeDefined();
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as { links: { calendar: string } };
    const url = await shownUrl();
    expect(url).toBe(`${config.links.calendar}${created?.loginCode}`);

    await page.getByRole('button', { name: 'Copy calendar link' }).click();
    await page.getByText('Calendar Link Copied to Clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await snap(page, 'calendar-detail');
  });

  it('regenerates the URL of a calendar with bookings: the old feed answers 404, the new one lists them', async () => {
    await page.getByRole('button', { name: 'BACK' }).click();
    const rows = page.getByRole('button', { name: /^Edit / });
    await page.getByRole('button', { name: 'Edit Press Week' }).waitFor();
    expect(await rows.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual([
      'Edit All Hands',
      'Edit Press Week',
      'Edit Spring Season',
    ]);
    await page.getByRole('button', { name: 'Edit Spring Season' }).click();
    await page.getByText('Calendar URL').waitFor();
    const oldUrl = await shownUrl();
    const oldFeed = await fetch(oldUrl);
    expect(oldFeed.status).toBe(200);
    const bookingName = (await oldFeed.text()).match(/^SUMMARY:(.+)$/m)?.[1]?.trim();
    expect(bookingName).toBeTruthy();

    await page.getByRole('button', { name: 'Regenerate calendar URL' }).click();
    await page.getByText('Calendar URL Regenerated').waitFor();
    await page.locator('[data-ui="CalendarDetail"] [aria-labelledby]').filter({ hasNotText: oldUrl }).first().waitFor();
    const newUrl = await shownUrl();
    expect(newUrl).not.toBe(oldUrl);

    expect((await fetch(oldUrl)).status).toBe(404);
    const newFeed = await fetch(newUrl);
    expect(newFeed.status).toBe(200);
    expect(newFeed.headers.get('content-type')).toContain('text/calendar');
    const feed = await newFeed.text();
    expect(feed).toContain('BEGIN:VEVENT');
    expect(feed).toContain(`SUMMARY:${bookingName}`);
  });

  it('deletes a calendar after the confirmation', async () => {
    await page.getByRole('button', { name: 'BACK' }).click();
    await page.getByRole('button', { name: 'Edit Press Week' }).click();
    await page.getByRole('button', { name: 'Delete calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Calendar?' });
    await dialog.getByText('There is no undo for calendar delete.').waitFor();
    await snap(page, 'calendar-delete-dialog');
    await dialog.getByRole('button', { name: 'CONFIRM' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Edit Spring Season' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit Press Week' }).count()).toBe(0);
    expect((await calendarsOnServer()).map((calendar) => calendar.calendarName)).toEqual(['All Hands', 'Spring Season']);
  });
});
