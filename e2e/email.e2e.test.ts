// The Email tab against the real server and its mail worker (no SMTP_URL: the outbox): create a
// custom template, try to save it with an unknown placeholder (refused with its name), fix it,
// preview it as a guest, send it to 'Select All Unsent', see each recipient sent, find the mail in
// the outbox with the guest's own link, open Send again and see nobody selected (all sent).
// The tab and every dialog are checked with axe through snap().
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, Registration } from '@greenroom/core';
import { ADMIN_PASSWORD, launchBrowser, openPage, snap, startServer, type RunningServer } from './harness';
import { ADMIN_NEW_PASSWORD, apiCall, apiCreateBooking, apiSignIn, type ApiSession } from './api';
import { field, signIn } from './ui';

let server: RunningServer;
let browser: Browser;
let admin: ApiSession;
let page: Page;
let booking: Booking;
const guests: Registration[] = [];

const DAY = 86_400_000;
const person = (first: string, last: string, email: string) => ({
  bookingID: booking.bookingID,
  first,
  last,
  email,
  company: 'E2E',
  phone: '',
  address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
  brand: false,
  allowEarlyAccess: false,
});

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await apiSignIn(server.url, 'admin', ADMIN_PASSWORD, ADMIN_NEW_PASSWORD);
  const start = Date.now() + DAY;
  const end = start + 3_600_000;
  booking = await apiCreateBooking(server.url, admin, { name: 'E2E Mail', start, end });
  guests.push(await apiCall<Registration>(server.url, admin, 'POST', '/registration', person('Ada', 'Lovelace', 'ada@example.com')));
  guests.push(await apiCall<Registration>(server.url, admin, 'POST', '/registration', person('Alan', 'Turing', 'alan@example.com')));
  ({ page } = await openPage(browser));
  await page.goto(`${server.url}/booking/${encodeURIComponent(booking.bookingID)}`);
  await signIn(page, 'admin', ADMIN_NEW_PASSWORD);
  await page.getByRole('heading', { name: 'E2E Mail' }).waitFor();
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('table', { name: 'Email templates' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the Email tab', () => {
  it('creates a custom template and refuses a placeholder the renderer does not know, by name', async () => {
    await snap(page, 'email-tab');
    // The templates use the kit table and NEW its + icon, like every other list.
    expect(await page.getByRole('table', { name: 'Email templates' }).getAttribute('data-ui')).toBe('Table');
    expect(await page.getByRole('button', { name: 'NEW' }).locator('svg').count()).toBe(1);
    await page.getByRole('button', { name: 'NEW' }).click();
    const add = page.getByRole('dialog', { name: 'Add Template' });
    await field(page, 'Template Name').fill('E2E Note');
    await snap(page, 'email-add-template');
    await add.getByRole('button', { name: 'SAVE' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'E2E Note', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Manage E2E Note' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Template' });
    await field(page, 'Subject').fill('Your link, {{firstName}}');
    await field(page, 'Body').fill('<p>Dear {{first_name}},</p><p><a href="{{intakeLink}}">Join</a></p>');
    await manage.getByRole('button', { name: 'SAVE' }).click();
    await manage.getByText('Unknown placeholder: {{first_name}}').waitFor();
    await snap(page, 'email-manage-template-refused');

    await field(page, 'Body').fill('<p>Dear {{firstName}},</p><p><a href="{{intakeLink}}">Join</a></p>');
    await manage.getByRole('button', { name: 'SAVE' }).click();
    await manage.waitFor({ state: 'detached' });
    const template = await apiCall<{ body: string }>(server.url, admin, 'GET', `/email-template?emailTemplateID=${await templateID('E2E Note')}`);
    expect(template.body).toContain('{{firstName}}');
  });

  it("previews it as a guest, sends it to 'Select All Unsent' and shows each recipient sent", async () => {
    await page.getByRole('button', { name: 'Send E2E Note' }).click();
    const send = page.getByRole('dialog', { name: 'Send Email' });
    await send.getByText('Select All Unsent').click();
    await send.getByText('2 selected').waitFor();
    await snap(page, 'email-send-dialog');
    // 'Select All' keeps a gap below the search box (it touched it).
    const search = await send.getByRole('searchbox', { name: 'Search by name' }).boundingBox();
    const selectAll = await send.getByText('Select All', { exact: true }).boundingBox();
    expect(selectAll!.y).toBeGreaterThanOrEqual(search!.y + search!.height + 6);
    await send.getByRole('button', { name: 'PREVIEW' }).click();
    await send.getByText(/As Ada Lovelace will get it/).waitFor();
    await send.getByText('Your link, Ada').waitFor();
    await snap(page, 'email-send-preview');
    // The preview returns to the selection with BACK (and offers SEND itself).
    await send.getByRole('button', { name: 'BACK' }).click();

    await send.getByRole('button', { name: 'SEND' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Sending Email To: 2' });
    await confirm.getByRole('button', { name: 'CONFIRM' }).click();
    await page.getByText('Sent 2 of 2').waitFor({ timeout: 20_000 });
    await snap(page, 'email-send-progress');

    const outbox = await apiCall<{ to: string; subject: string; html: string }[]>(server.url, admin, 'GET', '/outbox');
    const toAda = outbox.find((mail) => mail.to === 'ada@example.com' && mail.subject === 'Your link, Ada');
    expect(toAda?.html).toContain(`/guest/intake/${guests[0].loginCode}"`);
    expect(outbox.filter((mail) => mail.subject.startsWith('Your link,'))).toHaveLength(2);
    await page.getByRole('button', { name: 'DONE' }).click();
  });

  it('opens Send again with nobody selected: everyone has the template', async () => {
    await page.getByRole('button', { name: 'Send E2E Note' }).click();
    const send = page.getByRole('dialog', { name: 'Send Email' });
    await send.getByText('0 selected').waitFor();
    expect(await send.getByRole('checkbox', { name: 'Select All Unsent' }).isDisabled()).toBe(true);
    expect(await send.getByRole('checkbox', { name: 'Select All Sent' }).isChecked()).toBe(false);
    expect(await send.getByText('Sent', { exact: true }).count()).toBe(2);
    await snap(page, 'email-send-again');
  });
});

async function templateID(name: string): Promise<string> {
  const current = await apiCall<Booking>(server.url, admin, 'GET', `/booking?bookingID=${booking.bookingID}`);
  return Object.values(current.emailTemplates).find((t) => t.name === name)!.id;
}
