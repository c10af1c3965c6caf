// Steps a person takes in the portal, shared by the journeys. Every wait is Playwright's own
// auto-waiting (locators, waitForURL, waitForRequest): no sleeps.
import type { Locator, Page, Request, Route } from 'playwright-core';

/** A text field by its visible label, with or without the required mark ('Password *'). */
export function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** Fills Username and Password and presses LOGIN. */
export async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

/** Signs in with a password that needs no challenge and waits for the space window. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await submitSignIn(page, username, password);
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}

/** Chooses a space in the header's 'Select Project / Space' hover menu. */
export async function pickSpace(page: Page, projectName: string, spaceName: string): Promise<void> {
  await page.getByRole('button', { name: 'Select Project / Space' }).hover();
  await page.getByRole('menuitem', { name: projectName }).hover();
  await page.getByRole('menuitem', { name: spaceName }).click();
}

/** The visible text of the first element matching `selector`, trimmed. */
export async function textOf(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent()) ?? '').trim();
}

/** A request held by {@link holdRequests} until the test lets it through. */
export interface HeldRequests {
  /** Resolves with the first matching request once the browser has sent it. */
  first: Promise<Request>;
  /** Lets every held request (and later ones) through, and stops holding. */
  release: () => Promise<void>;
}

/**
 * Holds the page's requests to an API path (e.g. '/api/space') so the test can look at the
 * screen while they are in flight, deterministically.
 */
export async function holdRequests(page: Page, pathname: string): Promise<HeldRequests> {
  const held: Route[] = [];
  let released = false;
  let resolveFirst: (request: Request) => void = () => undefined;
  const first = new Promise<Request>((resolve) => (resolveFirst = resolve));
  const matcher = (url: URL) => url.pathname === pathname;
  const handler = async (route: Route) => {
    if (released) return route.continue();
    held.push(route);
    resolveFirst(route.request());
  };
  await page.route(matcher, handler);
  return {
    first,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.unroute(matcher, handler);
    },
  };
}

/** True when the request is a GET of the API path (e.g. '/api/space'). */
export function isApiGet(request: Request, pathname: string): boolean {
  return request.method() === 'GET' && new URL(request.url()).pathname === pathname;
}
