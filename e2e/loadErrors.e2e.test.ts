// A failing GET /api/projects-and-spaces (an error answer, or no answer at all) is reported once:
// one 'Error getting projects and spaces' alert, a trip to /, and no alert-and-refetch loop.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, openPage, startServer, type RunningServer } from './harness';
import { ADMIN_NEW_PASSWORD, apiSignIn } from './api';
import { signIn } from './ui';

const PROJECTS_ERROR = 'Error getting projects and spaces';
/** The first load and, at most, one more when the app settles on its signed-in start page. */
const MAX_REQUESTS = 2;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await apiSignIn(server.url, 'admin', ADMIN_PASSWORD, ADMIN_NEW_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const failures: Record<string, (route: Route) => Promise<void>> = {
  'answers 500': (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) }),
  'fails on the network': (route) => route.abort('failed'),
};

/** Resolves once the page has raised its second alert: the sign of a loop. */
function secondAlert(page: Page, alerts: string[]): Promise<'looped'> {
  return new Promise((resolve) => {
    page.on('dialog', () => {
      if (alerts.length >= 2) resolve('looped');
    });
  });
}

describe.each(Object.keys(failures))('when GET /api/projects-and-spaces %s', (failure) => {
  it(`alerts '${PROJECTS_ERROR}' once, goes to /, and stops asking`, async () => {
    const { page, alerts } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await signIn(page, 'admin', ADMIN_NEW_PASSWORD);
    await page.waitForURL(`${server.url}/home`);

    let requests = 0;
    await page.route(
      (url) => url.pathname === '/api/projects-and-spaces',
      (route) => {
        requests += 1;
        return failures[failure](route);
      },
    );
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const firstAlert = page.waitForEvent('dialog');
    const looped = secondAlert(page, alerts);
    // A fresh document (the session comes back from its cookie), so 'networkidle' means this load.
    await page.goto(`${server.url}/home`);
    expect((await firstAlert).message()).toBe(PROJECTS_ERROR);

    // The window: the address settles on / (or /home, where a signed-in / leads), the page shows
    // its header again and the network goes quiet; a second alert ends it early.
    const settled = (async () => {
      await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/home');
      await page.getByRole('button', { name: 'Sign Out' }).waitFor();
      await page.waitForLoadState('networkidle');
      return 'settled' as const;
    })();
    settled.catch(() => undefined); // when the loop wins the race, this wait is abandoned
    const outcome = await Promise.race([settled, looped]);
    expect({ outcome, alerts }, `${requests} requests to /api/projects-and-spaces`).toEqual({ outcome: 'settled', alerts: [PROJECTS_ERROR] });
    expect(visited.slice(visited.indexOf('/home') + 1)).toContain('/');
    expect(requests).toBeGreaterThanOrEqual(1);
    expect(requests).toBeLessThanOrEqual(MAX_REQUESTS);
    await page.context().close();
  });
});
