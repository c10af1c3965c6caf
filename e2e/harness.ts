import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from './accessibility';

export { expectAccessible } from './accessibility';

/** Screenshots the run keeps, for a person to look at. */
export const screenshotDir = join(process.cwd(), 'test-results', 'screenshots');

export const ADMIN_PASSWORD = 'TempPass1';

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Where a started server keeps its data. */
export interface ServerDataOptions {
  /** An existing data directory (e.g. of a server stopped before): a restart on the same data. Kept on stop. */
  dataDir?: string;
  /** Keep the (new) data directory on stop, so another server can start on it; the journey removes it. */
  keepData?: boolean;
}

/**
 * Starts the built server (packages/server/dist) with the built host on a free port, on a fresh data
 * directory (removed on stop) or on `options.dataDir` (kept on stop, like one made with `keepData`).
 * @example
 * const first = await startServer({}, { keepData: true });
 * await first.stop();
 * const again = await startServer({}, { dataDir: first.dataDir });
 */
export async function startServer(env: Record<string, string> = {}, options: ServerDataOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'greenroom-e2e-'));
  const removeOnStop = options.dataDir === undefined && !options.keepData;
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['packages/server/dist/cli.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      GREENROOM_DATA_DIR: dataDir,
      // E2E_WEB_DIR runs the journeys against another build of the host (e.g. a private one).
      GREENROOM_WEB_DIR: process.env.E2E_WEB_DIR ?? 'examples/portal/dist',
      // The same build's server render of link pages (ADR 0008): every journey that opens a space
      // link signed in hydrates it. Another build's pages would not match this one's render.
      ...(process.env.E2E_WEB_DIR ? {} : { GREENROOM_SSR_ENTRY: 'examples/portal/dist-ssr/entry-server.js' }),
      GREENROOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
      GREENROOM_ADMIN_EMAIL: 'admin@example.com',
      GREENROOM_SEED: 'demo',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  // Wait for the process to answer its readiness (/api/ready: the first start seeds after listening): bounded, it either comes up or the test fails.
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (attempt === 199) throw new Error(`server did not come up:\n${output}`);
  }
  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      if (removeOnStop) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(screenshotDir, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** How a page is opened: its viewport (1280 x 800 unless told), preferred colour scheme, and the browser's language and zone. */
export interface PageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** The browser's language (navigator.language, Accept-Language), e.g. 'de-DE'; default Chromium's. */
  locale?: string;
  /** The browser's IANA zone (Intl), e.g. 'Europe/Berlin'; default the machine's. */
  timezoneId?: string;
}

/** A new page (1280 x 800, light, unless told) whose dialogs (alerts) are recorded and accepted. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<{ page: Page; alerts: string[] }> {
  const { viewport = { width: 1280, height: 800 }, colorScheme = 'light', locale, timezoneId } = options;
  const context = await browser.newContext({ viewport, colorScheme, ...(locale ? { locale } : {}), ...(timezoneId ? { timezoneId } : {}) });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Fail fast: a screen that has not appeared within 10 s is not going to.
  context.setDefaultTimeout(10_000);
  // The app runs under the server's strict CSP: record every violation so snap() can refuse it.
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const page = await context.newPage();
  // React reports a server-rendered page it could not hydrate as it is as an uncaught error.
  const hydration: string[] = [];
  hydrationErrors.set(page, hydration);
  page.on('pageerror', (error) => {
    if (/hydrat|react\.dev\/errors\/(418|423|425)/i.test(error.message)) hydration.push(error.message);
  });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return { page, alerts };
}

/** The hydration errors of each page {@link openPage} opened. */
const hydrationErrors = new WeakMap<Page, string[]>();

/**
 * The errors React reported while hydrating a server-rendered page (ADR 0008) on `page` so far.
 * @example expect(hydrationErrorsOf(page)).toEqual([]);
 */
export function hydrationErrorsOf(page: Page): string[] {
  return hydrationErrors.get(page) ?? [];
}

/**
 * Checks the screen with axe-core (see {@link expectAccessible}), that the page has seen no CSP
 * violation and no hydration error, and saves a full-page screenshot under test-results/screenshots.
 */
export async function snap(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  expect.soft(violations, `Content-Security-Policy violations on ${name}`).toEqual([]);
  expect.soft(hydrationErrorsOf(page), `hydration errors on ${name}`).toEqual([]);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}
