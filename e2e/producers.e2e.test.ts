// A regular producer (role 1) created by the super-admin through the API: first sign-in, what
// the producer does and does not see, the admin gate, and the forgot-password flow with the
// code read from the server's terminal output (no SMTP_URL: mail for the operator).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, openPage, snap, startServer, type RunningServer } from './harness';
import { ADMIN_NEW_PASSWORD, apiCall, apiSignIn, latestVerificationCode, type ApiSession } from './api';
import { field, pickSpace, signIn, submitSignIn } from './ui';

const PRODUCER = { username: 'pat', email: 'pat@example.com', temporaryPassword: 'Welcome2u', password: 'Producer2026' };

let server: RunningServer;
let browser: Browser;
let admin: ApiSession;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await apiSignIn(server.url, 'admin', ADMIN_PASSWORD, ADMIN_NEW_PASSWORD);
  await apiCall(server.url, admin, 'POST', '/producer', {
    temporaryPassword: PRODUCER.temporaryPassword,
    email: PRODUCER.email,
    username: PRODUCER.username,
    first: 'Pat',
    last: 'Producer',
    projects: { 'project-1': { projectID: 'project-1', projectName: 'Acme Launch Events' } },
    role: 1,
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a producer of role 1', () => {
  it('sets a password at first sign-in, sees no admin tools, and is refused at /admin-menu', async () => {
    const { page, alerts } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await submitSignIn(page, PRODUCER.username, PRODUCER.temporaryPassword);
    await page.getByText('Welcome! Please set your account details:').waitFor();
    await field(page, 'First Name').fill('Pat');
    await field(page, 'Last Name').fill('Producer');
    await field(page, 'Password').fill(PRODUCER.password);
    await field(page, 'Confirm Password').fill(PRODUCER.password);
    await page.getByRole('button', { name: 'SAVE' }).click();
    await page.waitForURL(`${server.url}/home`);
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(await page.getByRole('button', { name: 'Admin Menu' }).count()).toBe(0);

    await pickSpace(page, 'Acme Launch Events', 'Main Hall');
    await page.getByRole('heading', { name: 'Main Hall' }).waitFor();
    await page.getByText('Usage:').waitFor();
    expect(await page.getByText('Space ID:').count()).toBe(0);
    await snap(page, 'space-producer');

    const dialog = page.waitForEvent('dialog');
    await page.goto(`${server.url}/admin-menu`);
    expect((await dialog).message()).toBe('You do not have privileges to access this page.');
    await page.waitForURL(`${server.url}/home`);
    expect(await page.getByRole('navigation', { name: 'Admin Menu' }).count()).toBe(0);
    expect(alerts).toEqual(['You do not have privileges to access this page.']);
    await page.context().close();
  });

  it('resets a forgotten password with the code printed in the server terminal, then signs in with it', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByText('Please enter your registered email address or username below.').waitFor();
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText('Required').waitFor();
    await field(page, 'Email/Username').fill(PRODUCER.username);
    await snap(page, 'forgot-password');
    await page.getByRole('button', { name: 'SUBMIT' }).click();

    const verify = page.locator('[data-ui="VerifyStep"]');
    await verify.waitFor();
    const code = await latestVerificationCode(server.output, PRODUCER.email);
    const newPassword = 'Rested2026x';
    await field(page, 'Verification Code').fill(code === '000000' ? '111111' : '000000');
    await field(page, 'New Password').fill(newPassword);
    await field(page, 'Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText('An error occurred. Please ensure your verification code is correct.').waitFor();
    await snap(page, 'forgot-password-verify');

    await field(page, 'Verification Code').fill(code);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await page.getByText('Your password has been successfully changed.').waitFor();

    await submitSignIn(page, PRODUCER.username, PRODUCER.password);
    await page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' }).waitFor();
    await signIn(page, PRODUCER.username, newPassword);
    await page.waitForURL(`${server.url}/home`);
    await page.context().close();
  });
});
