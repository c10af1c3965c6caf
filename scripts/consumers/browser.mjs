// Chromium for the consumer checks (playwright-core from the repository, the same flags as the
// end-to-end tests) and a page watcher that records console errors, page errors, failed requests
// and CSP violations (both the page's securitypolicyviolation events and the browser's own log).
import { chromium } from 'playwright-core';
import { findChromium } from '../chromium.mjs';

let browser = null;

/** The one Chromium of the run, started on first use. */
export async function getBrowser() {
  if (browser) return browser;
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH or install /usr/bin/chromium)');
  browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return browser;
}

/** Closes the browser when one was started. */
export async function closeBrowser() {
  const open = browser;
  browser = null;
  await open?.close().catch(() => {});
}

/**
 * Opens `url` in a fresh context and watches it. Answers { page, problems(), close() }:
 * problems() lists every console error, uncaught error, failed request, HTTP error response
 * and CSP violation seen so far.
 * @example const view = await openWatched(url, { javaScript: false });
 */
export async function openWatched(url, { javaScript = true } = {}) {
  const context = await (await getBrowser()).newContext({ javaScriptEnabled: javaScript, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const found = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/favicon/.test(message.location()?.url ?? '')) found.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => found.push(`uncaught error: ${error.message}`));
  page.on('requestfailed', (request) => found.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) found.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.exposeBinding('__reportViolation', (_source, text) => found.push(`CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // @ts-expect-error the binding exposed above
      window.__reportViolation(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || ''}:${event.lineNumber || ''} ${event.sample || ''})`);
    });
  });
  // The browser's own log carries CSP refusals even when the page runs no JavaScript.
  const cdp = await context.newCDPSession(page);
  cdp.on('Log.entryAdded', ({ entry }) => {
    if (entry.level === 'error' || entry.source === 'security' || entry.source === 'violation') {
      if (/Content Security Policy|Refused to/i.test(entry.text)) found.push(`CSP violation (browser log): ${entry.text}`);
    }
  });
  await cdp.send('Log.enable');
  await page.goto(url, { waitUntil: 'load' });
  return {
    page,
    problems: () => [...new Set(found)],
    close: () => context.close().catch(() => {}),
  };
}

/** Waits until every text is visible on the page; answers the ones that never showed. */
export async function missingTexts(page, texts, timeoutMs = 15_000) {
  const missing = [];
  for (const text of texts) {
    try {
      await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: timeoutMs });
    } catch {
      missing.push(text);
    }
  }
  return missing;
}
