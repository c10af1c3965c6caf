// The super-admin's journey through the admin screens against the real server (issue 17, "Done
// when"): project → space → producer (who signs in and sees only that project, and is refused on
// every admin path) → edit the producer's projects → Bookings Overview → login code → cache →
// usage repair → end-time update of two spaces → space/worlds script. axe runs on every screen.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTimeInZone, type AttendanceRecord, type Booking, type Producer, type Project, type SpaceSummary, type SpaceWorldsReport } from '@greenroom/core';
import { ADMIN_PASSWORD, launchBrowser, openPage, snap, startServer, type RunningServer } from './harness';
import { ADMIN_NEW_PASSWORD, apiCall, apiSignIn, type ApiSession } from './api';
import { field, signIn } from './ui';

const PROJECT = 'E2E Project';
const SPACE = 'E2E Space';
const PRODUCER = { username: 'e2e.producer', first: 'Erin', last: 'Endtoend', temporary: 'TempPass1', final: 'Producer2026' };
const ADMIN_PATHS = [
  '/admin-menu',
  '/space-admin',
  '/producer-admin',
  '/projects-admin',
  '/bookings-admin',
  '/cache-admin',
  '/usage-admin',
  '/system-check-admin',
  '/login-code-admin',
  '/space-worlds',
  '/space-update',
];

let server: RunningServer;
let browser: Browser;
let admin: ApiSession;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await apiSignIn(server.url, 'admin', ADMIN_PASSWORD, ADMIN_NEW_PASSWORD);
  ({ page } = await openPage(browser));
  await page.goto(server.url);
  await signIn(page, 'admin', ADMIN_NEW_PASSWORD);
  await page.goto(`${server.url}/admin-menu`);
  await page.getByRole('heading', { name: 'Admin Menu' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const api = <T>(method: string, path: string) => apiCall<T>(server.url, admin, method, path);

/** Back to the admin menu by the screen's ADMIN MENU button, then to one screen by its menu button. */
async function openScreen(button: string, title: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/admin-menu') await page.getByRole('button', { name: 'ADMIN MENU' }).click();
  await page.getByRole('heading', { name: 'Admin Menu', level: 1 }).waitFor();
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

/** The texts inside `scope` cut by their box (scrollWidth > clientWidth): each column header, cell and text in it. */
const cutTexts = (scope: Locator) =>
  scope.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))]
      .filter((el) => el.scrollWidth > el.clientWidth && (el.textContent ?? '').trim() !== '')
      .map((el) => el.textContent ?? ''),
  );

/** The visible column headers of every table on the page whose label is cut. */
const cutHeaders = () =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="columnheader"]'))
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map((el) => el.textContent ?? ''),
  );

const success = () => page.getByRole('status').filter({ hasText: 'Success' }).waitFor();

describe('the admin screens as a super-admin', () => {
  it('shows the admin menu with every screen and HOME', async () => {
    const buttons = await page.locator('[aria-label="Admin Menu"]').getByRole('button').allTextContents();
    expect(buttons).toEqual([
      'SPACE',
      'PRODUCER',
      'PROJECT',
      'BOOKINGS',
      'CACHE',
      'USAGE REPAIR',
      'SYSTEM CHECK',
      'LOGIN CODE LOOKUP',
      'SPACE/WORLDS SCRIPT',
      'SPACE END TIME UPDATE',
      'HOME',
    ]);
    expect(await page.locator('[aria-label="More admin tools"]').getByRole('button').allTextContents()).toEqual(['AUDIT LOG', 'MAIL OUTBOX', 'API KEYS']);
    await snap(page, 'admin-menu');
  });

  it('creates a project', async () => {
    await openScreen('PROJECT', 'Create a Project');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText('Required').first().waitFor();
    await field(page, 'Project Name').fill(`  ${PROJECT}  `);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await success();
    await snap(page, 'admin-project-created');
    expect((await api<Project[]>('GET', '/projects/all/admin')).map((p) => p.projectName)).toContain(PROJECT);
  });

  it('creates a space in it, running 00:01 to 23:59 in the chosen zone', async () => {
    await openScreen('SPACE', 'Create a Space');
    expect(await field(page, 'Default Game Port').inputValue()).toBe('443');
    await field(page, 'Space Name').fill(SPACE);
    await page.getByRole('combobox', { name: /Choose Project/ }).selectOption({ label: PROJECT });
    await page.getByRole('combobox', { name: /Choose World/ }).selectOption({ label: 'Atrium' });
    await field(page, 'Start Date').fill('12/01/2026');
    await field(page, 'End Date').fill('12/31/2026');
    await snap(page, 'admin-space-form');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await success();
    const space = (await api<SpaceSummary[]>('GET', '/spaces/all/admin')).find((s) => s.spaceName === SPACE);
    expect(space).toBeDefined();
    const project = (await api<Project[]>('GET', '/projects/all/admin')).find((p) => p.projectName === PROJECT);
    expect(space?.projectID).toBe(project?.projectID);
  });

  it('creates a producer assigned to that project', async () => {
    await openScreen('PRODUCER', 'Producers');
    await field(page, 'Username').fill(PRODUCER.username);
    await field(page, 'Email').fill('erin@example.com');
    await field(page, 'Temporary Password').fill(PRODUCER.temporary);
    await field(page, 'First Name').fill(PRODUCER.first);
    await field(page, 'Last Name').fill(PRODUCER.last);
    await page.getByRole('list', { name: /^Available/ }).getByRole('checkbox', { name: PROJECT }).click();
    await page.getByRole('button', { name: 'Move selected right' }).click();
    await page.getByRole('list', { name: /^Assigned/ }).getByRole('checkbox', { name: PROJECT }).waitFor();
    await snap(page, 'admin-producer-create');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await success();
    const created = (await api<Producer[]>('GET', '/producers/all/admin')).find((p) => p.username === PRODUCER.username);
    expect(created?.role).toBe(1);
    expect(Object.values(created?.projects ?? {}).map((p) => p.projectName)).toEqual([PROJECT]);
  });

  it('lets the producer sign in and see only that project, and refuses them on every admin path', async () => {
    await apiSignIn(server.url, PRODUCER.username, PRODUCER.temporary, PRODUCER.final);
    const producer = await openPage(browser);
    await producer.page.goto(server.url);
    await signIn(producer.page, PRODUCER.username, PRODUCER.final);
    await producer.page.getByRole('button', { name: 'Select Project / Space' }).hover();
    await producer.page.getByRole('menuitem', { name: PROJECT }).waitFor();
    expect(await producer.page.getByRole('menuitem').allTextContents()).toEqual([PROJECT]);
    for (const path of ADMIN_PATHS) {
      const refusals = producer.alerts.length;
      await producer.page.goto(`${server.url}${path}`);
      await producer.page.waitForURL((url) => url.pathname === '/');
      expect(producer.alerts.slice(refusals)).toEqual(['You do not have privileges to access this page.']);
    }
    await producer.page.context().close();
  });

  it("edits the producer's projects", async () => {
    const other = (await api<Project[]>('GET', '/projects/all/admin')).find((p) => p.projectName !== PROJECT) as Project;
    await openScreen('PRODUCER', 'Producers');
    await page.getByRole('button', { name: 'EDIT' }).click();
    const created = (await api<Producer[]>('GET', '/producers/all/admin')).find((p) => p.username === PRODUCER.username) as Producer;
    await page.getByRole('combobox', { name: /Choose Producer/ }).selectOption(created.producerID);
    await page.getByRole('list', { name: /^Assigned/ }).getByRole('checkbox', { name: PROJECT }).waitFor();
    await page.getByRole('list', { name: /^Available/ }).getByRole('checkbox', { name: other.projectName }).click();
    await page.getByRole('button', { name: 'Move selected right' }).click();
    await snap(page, 'admin-producer-edit');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await success();
    const edited = (await api<Producer[]>('GET', '/producers/all/admin')).find((p) => p.username === PRODUCER.username);
    expect(Object.values(edited?.projects ?? {}).map((p) => p.projectName).sort()).toEqual([PROJECT, other.projectName].sort());
  });

  it('finds a booking in Bookings Overview by its date and opens it', async () => {
    const booking = await api<Booking>('GET', '/booking?bookingID=booking-2');
    const day = new Intl.DateTimeFormat('en-US', { timeZone: booking.start.timezone, month: 'long', day: 'numeric', year: 'numeric' }).format(
      new Date(booking.start.time),
    );
    const numeric = new Intl.DateTimeFormat('en-US', { timeZone: booking.start.timezone, month: '2-digit', day: '2-digit', year: 'numeric' }).format(
      new Date(booking.start.time),
    );
    await openScreen('BOOKINGS', 'Bookings Overview');
    await page.getByRole('button', { name: new RegExp(day.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await page.getByRole('heading', { name: `Bookings on ${numeric}` }).waitFor();
    await page.getByRole('button', { name: booking.name }).waitFor();
    // Start and End show the whole time with its zone (Times are in each booking's own timezone), uncut.
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: booking.name }) });
    const [, , start, end] = await row.getByRole('cell').all();
    expect(await start.textContent()).toBe(formatDateTimeInZone(booking.start.time, booking.start.timezone));
    expect(await end.textContent()).toBe(formatDateTimeInZone(booking.end.time, booking.end.timezone));
    expect(await cutTexts(row)).toEqual([]);
    expect(await cutHeaders()).toEqual([]);
    await snap(page, 'admin-bookings-overview');
    await page.getByRole('button', { name: booking.name }).click();
    await page.waitForURL(`${server.url}/booking/booking-2`);
    await page.goBack();
    await page.getByRole('heading', { name: 'Bookings Overview', level: 1 }).waitFor();
  });

  it('looks up the public login code of a booking', async () => {
    const booking = await api<Booking>('GET', '/booking?bookingID=booking-1');
    await openScreen('LOGIN CODE LOOKUP', 'Login Code Lookup');
    await field(page, 'Login Code').fill(` ${booking.publicAppLoginCode} `);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    const link = page.getByRole('link', { name: 'Booking Link' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toContain('/booking/booking-1');
    await snap(page, 'admin-login-code');
  });

  it("views a booking's cache and deletes it", async () => {
    await openScreen('CACHE', 'Cache');
    await field(page, 'Booking ID').fill('booking-1');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByRole('region', { name: 'Cache' }).waitFor();
    await snap(page, 'admin-cache');
    await page.getByRole('button', { name: 'DELETE CACHE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this cache?' });
    await dialog.waitFor();
    await snap(page, 'admin-cache-delete');
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/cache/admin'));
    await dialog.getByRole('button', { name: 'DELETE' }).click();
    expect((await deleted).status()).toBe(204);
    await success();
  });

  it('repairs an open attendance record', async () => {
    const openBefore = (await api<AttendanceRecord[]>('GET', '/attendees/list?bookingID=booking-1&spaceID=space-1')).filter((r) => r.endTime === '');
    expect(openBefore.length).toBeGreaterThan(0);
    await openScreen('USAGE REPAIR', "Repair a Booking's Usage Record");
    await field(page, 'Input Booking ID').fill('booking-1');
    await page.getByRole('button', { name: 'LOOK UP' }).click();
    const table = page.getByRole('table', { name: 'Attendees without an exit time' });
    await table.waitFor();
    // The kit's Checkbox draws its box over the input: a person clicks the name.
    const person = openBefore[0].intakeData;
    await table.getByText(`${person.firstName} ${person.lastName}`, { exact: true }).click();
    expect(await table.getByRole('checkbox', { checked: true }).count()).toBe(1);
    await snap(page, 'admin-usage-repair');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await success();
    const openAfter = (await api<AttendanceRecord[]>('GET', '/attendees/list?bookingID=booking-1&spaceID=space-1')).filter((r) => r.endTime === '');
    expect(openAfter).toHaveLength(openBefore.length - 1);
  });

  it("updates two spaces' end time to 23:59:59 America/Chicago", async () => {
    const spaces = await api<SpaceSummary[]>('GET', '/spaces/all/admin');
    const seeded = spaces.find((s) => s.spaceID === 'space-1') as SpaceSummary;
    await openScreen('SPACE END TIME UPDATE', 'Space End Time Update');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    // The kit's Checkbox draws its box over the input: a person clicks the space's name.
    await page.getByText(new RegExp(`^${SPACE} \\(ends`)).click();
    await page.getByText(new RegExp(`^${seeded.spaceName} \\(ends`)).click();
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(2);
    await page.getByRole('textbox', { name: /Select end time \(in CST\)/ }).fill('01/15/2027');
    await snap(page, 'admin-space-end-time');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await success();
    const after = await api<SpaceSummary[]>('GET', '/spaces/all/admin');
    for (const name of [SPACE, seeded.spaceName]) {
      expect(Date.parse(after.find((s) => s.spaceName === name)?.endDate.date ?? '')).toBe(Date.parse('2027-01-16T05:59:59Z'));
    }
  });

  it('runs the space/worlds script and repairs a space against its world', async () => {
    const before = await api<SpaceWorldsReport>('GET', '/space-worlds-admin');
    const target = before.invalidWorlds[0];
    expect(target).toBeDefined();
    await openScreen('SPACE/WORLDS SCRIPT', 'Space and Worlds Script');
    await page.getByRole('button', { name: 'RUN SCRIPT' }).click();
    const worlds = page.getByRole('region', { name: 'Invalid Spaces (World)' });
    const repair = worlds.getByRole('button', { name: `REPAIR ${target.propertyName} of ${target.spaceName}` });
    await repair.waitFor();
    await snap(page, 'admin-space-worlds');
    await repair.click();
    await repair.waitFor({ state: 'detached' });
    const after = await api<SpaceWorldsReport>('GET', '/space-worlds-admin');
    expect(after.invalidWorlds).toHaveLength(before.invalidWorlds.length - 1);
  });

  it('shows every change of the journey in the audit log, newest first, by the super-admin', async () => {
    const log = await api<{ action: string; producerID: string }[]>('GET', '/audit');
    expect(log.map((entry) => entry.action)).toEqual([
      'space.worldRepair',
      'space.endTime',
      'usage.repair',
      'cache.delete',
      'producer.projects',
      'producer.create',
      'space.create',
      'project.create',
    ]);
    expect(new Set(log.map((entry) => entry.producerID))).toEqual(new Set([admin.producerID]));
    await openScreen('AUDIT LOG', 'Audit Log');
    const table = page.getByRole('table', { name: 'Audit Log' });
    await table.getByText('Space repaired against its world').waitFor();
    const whats = await table.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('[role="cell"], td')[2]?.textContent));
    expect(whats.slice(0, 3)).toEqual(['Space repaired against its world', 'Space end time updated', 'Usage repaired']);
    // What is shown whole (on two lines if need be), When with its time and zone.
    const what = table.getByText('Space repaired against its world');
    expect(await what.evaluate((el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await cutHeaders()).toEqual([]);
    await snap(page, 'admin-audit-log');
  });

  it('shows the mail outbox as the server keeps it, newest first', async () => {
    const mails = await api<{ subject: string }[]>('GET', '/outbox');
    await openScreen('MAIL OUTBOX', 'Mail Outbox');
    const table = page.getByRole('table', { name: 'Mail Outbox' });
    if (mails.length === 0) await table.getByText('The outbox is empty.').waitFor();
    else await table.getByText(mails[0].subject).first().waitFor();
    // Nine columns fit the page at 1280 wide: the queue does not scroll sideways, no header is cut.
    expect(await page.getByRole('table', { name: 'Mail Deliveries' }).evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true);
    expect(await cutHeaders()).toEqual([]);
    await snap(page, 'admin-mail-outbox');
  });

  it('lays the menu and a form out at phone width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'ADMIN MENU' }).click();
    await page.getByRole('heading', { name: 'Admin Menu' }).waitFor();
    await snap(page, 'admin-menu-390');
    await openScreen('PRODUCER', 'Producers');
    await field(page, 'Username').waitFor();
    await snap(page, 'admin-producer-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("keeps every admin screen within a phone's width, no column header cut", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const screens: [button: string, title: string][] = [
      ['SPACE', 'Create a Space'],
      ['PRODUCER', 'Producers'],
      ['PROJECT', 'Create a Project'],
      ['BOOKINGS', 'Bookings Overview'],
      ['CACHE', 'Cache'],
      ['USAGE REPAIR', "Repair a Booking's Usage Record"],
      ['SYSTEM CHECK', 'System Check Admin'],
      ['LOGIN CODE LOOKUP', 'Login Code Lookup'],
      ['SPACE/WORLDS SCRIPT', 'Space and Worlds Script'],
      ['SPACE END TIME UPDATE', 'Space End Time Update'],
      ['AUDIT LOG', 'Audit Log'],
      ['MAIL OUTBOX', 'Mail Outbox'],
      ['API KEYS', 'API Keys'],
    ];
    for (const [button, title] of screens) {
      await openScreen(button, title);
      // Tables answer after the heading: wait until none is loading.
      await page.waitForFunction(() => !document.querySelector('[role="table"][aria-busy="true"]'));
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.page, `${title} scrolls sideways`).toBeLessThanOrEqual(widths.viewport);
      expect(await cutHeaders(), `${title}: cut column headers`).toEqual([]);
    }
    await snap(page, 'admin-mail-outbox-390');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
