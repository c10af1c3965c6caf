// Issue 28 and the first part of 27 in Chromium against the real server: the space window's
// Integrations tab (an API key shown once and used, a webhook with its one-time secret and its
// delivery log), the super-admin's API KEYS screen, and the guest pages a mailed link opens.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, Booking, Registration } from '@greenroom/core';
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
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A call with an API key instead of a session: the status and the parsed body. */
async function withKey(secret: string, method: string, path: string, body?: unknown): Promise<number> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${secret}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.body?.cancel();
  return response.status;
}

describe('the Integrations tab', () => {
  it('creates a read key, shows it once, and the key reads but may not write', async () => {
    await page.getByRole('tab', { name: 'Integrations' }).click();
    await page.getByRole('heading', { name: 'API Keys' }).waitFor();
    await page.getByText('No API keys yet.').waitFor();
    await snap(page, 'integrations-empty');

    await page.getByRole('button', { name: 'CREATE KEY' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API Key' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'CREATE' }).click();
    await dialog.getByText('Enter a name for the key.').waitFor();
    await expectAccessible(page, 'integrations-create-key-refused');
    await field(page, 'Key Name').fill('CRM sync');
    await dialog.getByRole('radio', { name: 'Read', exact: true }).check();
    await dialog.getByRole('button', { name: 'CREATE' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Your New API Key' });
    await secretDialog.waitFor();
    await secretDialog.getByText('It will not be shown again.', { exact: false }).waitFor();
    const secret = await secretDialog.getByRole('textbox', { name: 'API key' }).inputValue();
    expect(secret).toMatch(/^grk_/);
    await snap(page, 'integrations-key-secret');
    await secretDialog.getByRole('button', { name: 'DONE' }).click();
    await secretDialog.waitFor({ state: 'detached' });

    const keys = await apiCall<ApiKey[]>(server.url, admin, 'GET', '/api-keys');
    expect(keys.map((key) => [key.name, key.access, key.projectIDs, secret.startsWith(key.prefix)])).toEqual([['CRM sync', 'read', ['project-1'], true]]);
    await page.getByRole('cell', { name: 'CRM sync' }).or(page.getByText('CRM sync', { exact: true })).first().waitFor();
    expect(await withKey(secret, 'GET', '/space/bookings/all?spaceID=space-1')).toBe(200);
    expect(await withKey(secret, 'DELETE', '/booking?spaceID=space-1&bookingID=booking-1')).toBe(403);
  });

  it('adds a webhook, shows its secret once, and lists its deliveries', async () => {
    await page.getByRole('button', { name: 'ADD WEBHOOK' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
    await dialog.waitFor();
    await field(page, 'Address').fill('https://localhost:9/hooks');
    await dialog.getByText('Booking updated', { exact: true }).click();
    expect(await dialog.getByRole('checkbox', { name: 'Booking updated' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'CREATE' }).click();
    // The server takes no address on its own machine unless its operator allows it.
    await dialog.getByText('Addresses on this machine or a private network are not allowed on this server.').waitFor();
    await expectAccessible(page, 'integrations-webhook-refused');
    await field(page, 'Address').fill('https://crm.example.com/hooks/greenroom');
    await dialog.getByRole('button', { name: 'CREATE' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Your Webhook Secret' });
    await secretDialog.waitFor();
    expect(await secretDialog.getByRole('textbox', { name: 'Signing secret' }).inputValue()).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'DONE' }).click();
    await secretDialog.waitFor({ state: 'detached' });
    await page.getByText('https://crm.example.com/hooks/greenroom').first().waitFor();
    await snap(page, 'integrations-webhook');

    // A booking change queues a delivery (the address does not exist: it stays pending or fails).
    const booking = await apiCall<Booking>(server.url, admin, 'GET', '/booking?bookingID=booking-1');
    await apiCall(server.url, admin, 'PUT', '/booking', { ...booking, supportMessage: 'Ask us anything' });
    await page.getByRole('button', { name: 'DELIVERIES' }).first().click();
    const log = page.locator('[data-ui="WebhookDeliveries"]');
    await log.getByRole('heading', { name: 'Deliveries to https://crm.example.com/hooks/greenroom' }).waitFor();
    await log.getByText('Booking updated').first().waitFor();
    await snap(page, 'integrations-deliveries');
  });

  it('fits a phone: no sideways scrolling, and the key list reads as cards', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'API Keys' }).waitFor();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await snap(page, 'integrations-390');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('the guest pages of a mailed link', () => {
  it("opens a guest's personal link on the join page, and the booking's sign-up link on its form", async () => {
    const guest = await apiCall<Registration>(server.url, admin, 'POST', '/registration', {
      bookingID: 'booking-1',
      first: 'Grace',
      last: 'Hopper',
      email: 'grace@example.com',
      company: '',
      phone: '',
      address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
      brand: false,
      allowEarlyAccess: false,
    });
    const booking = await apiCall<Booking>(server.url, admin, 'GET', '/booking?bookingID=booking-1');
    const { page: guestPage } = await openPage(browser, { colorScheme: 'dark' });
    await guestPage.goto(`${server.url}/guest/intake/${guest.loginCode}`);
    await guestPage.getByRole('heading', { level: 1, name: booking.name }).waitFor();
    await guestPage.getByText('Hello, Grace').waitFor();
    await snap(guestPage, 'guest-join-dark');

    await guestPage.goto(`${server.url}/guest/sign-up/${booking.signUpLoginCode}`);
    await guestPage.getByRole('button', { name: 'Register' }).waitFor();
    await snap(guestPage, 'guest-sign-up-dark');

    await guestPage.goto(`${server.url}/guest/intake/no-such-code`);
    await guestPage.getByRole('alert').waitFor();
    await snap(guestPage, 'guest-link-refused');
    await guestPage.context().close();
  });
});
