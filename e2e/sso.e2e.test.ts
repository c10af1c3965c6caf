// Staff sign-in through an OpenID Connect provider (issue 30, "Staff SSO"): a local provider
// (oidc-provider, its development login pages) at http://localhost, the built server at
// http://127.0.0.1 (another site, as in production) with OIDC_* pointing at it. The sign-in
// screen offers the button; the first sign-in creates the producer, the second finds the same one,
// the seeded super-admin is matched by e-mail (no new-password challenge), a foreign domain is
// sent back with a message. Without OIDC_* there is no button (SignInPage.sso.test.tsx).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, snap, startServer, type RunningServer } from './harness';
import { startTestProvider, type TestProvider } from './oidcProvider';

let provider: TestProvider;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  provider = await startTestProvider({
    hostName: 'localhost',
    accounts: {
      ada: { email: 'ada@staff.example', email_verified: true, given_name: 'Ada', family_name: 'Lovelace' },
      // The seeded super-admin's address (harness: GREENROOM_ADMIN_EMAIL).
      boss: { email: 'admin@example.com', email_verified: true },
      eve: { email: 'eve@elsewhere.example', email_verified: true },
    },
  });
  server = await startServer({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_ALLOWED_DOMAINS: 'staff.example,example.com',
    OIDC_CREATE_PRODUCERS: '1',
  });
  provider.allowRedirect(`${server.url}/api/auth/oidc/callback`);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.stop();
});

/** A fresh browser (no provider session, no portal cookie) on the portal's sign-in screen. */
async function signInScreen(): Promise<Page> {
  const { page } = await openPage(browser);
  // The provider's development pages import a web font; this network has none to give.
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'LOGIN' }).waitFor();
  return page;
}

/**
 * Presses SIGN IN WITH SSO and logs in at the provider as `login`; answers the session the portal
 * restored from the refresh cookie once back (null when it came back refused).
 */
async function signInWithSso(page: Page, login: string): Promise<{ producerID: string; username: string; role: number } | null> {
  await page.getByRole('link', { name: 'SIGN IN WITH SSO' }).click();
  await page.waitForURL((url) => url.href.startsWith(provider.issuer), { waitUntil: 'commit' });
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  const restored = page.waitForResponse((response) => response.url() === `${server.url}/api/auth/refresh`, { timeout: 10_000 }).catch(() => null);
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.waitForURL((url) => url.origin === server.url && !url.search.includes('signedIn'), { waitUntil: 'commit' });
  const answer = await Promise.race([restored, page.getByRole('alert').waitFor().then(() => null)]);
  if (!answer) return null;
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { session: { producerID: string; username: string; role: number } }).session;
}

describe('staff sign-in through the OpenID Connect provider', () => {
  it('offers SSO on the sign-in screen, and the first sign-in creates the producer and lands on the home screen', async () => {
    const page = await signInScreen();
    expect(await page.getByRole('link', { name: 'SIGN IN WITH SSO' }).getAttribute('href')).toBe('/api/auth/oidc/start');
    await snap(page, 'sso-sign-in');

    const session = await signInWithSso(page, 'ada');
    expect(session).toMatchObject({ username: 'ada@staff.example', role: 1 });
    await page.waitForURL(`${server.url}/home`);
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    await snap(page, 'sso-home');

    // A second sign-in, from another browser, finds the same producer.
    const again = await signInWithSso(await signInScreen(), 'ada');
    expect(again?.producerID).toBe(session?.producerID);
    await page.context().close();
  });

  it('matches the seeded super-admin by e-mail, with no new-password challenge', async () => {
    const page = await signInScreen();
    const session = await signInWithSso(page, 'boss');
    expect(session).toMatchObject({ username: 'admin', role: 0 });
    await page.waitForURL(`${server.url}/home`);
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(await page.getByText('Welcome! Please set your account details:').count()).toBe(0);
    await page.context().close();
  });

  it('sends an address of another domain back to sign-in with the reason', async () => {
    const page = await signInScreen();
    expect(await signInWithSso(page, 'eve')).toBeNull();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Your email address is not allowed to sign in here.');
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'LOGIN' }).waitFor();
    await snap(page, 'sso-refused');
    await page.context().close();
  });
});
