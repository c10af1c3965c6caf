// The guardrail itself: the axe-core check every journey runs finds what it must and lets through
// what it must, so a green journey means something.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from './accessibility';
import { launchBrowser, openPage } from './harness';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openPage(browser));
});

afterAll(async () => {
  await browser?.close();
});

const html = (body: string) => `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

describe('the axe-core check', () => {
  it('lists a serious or critical violation with its rule id, help and target', async () => {
    await page.setContent(html('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="logo"><button id="empty"></button>'));
    const found = await blockingViolations(page);
    expect(found).toContainEqual(expect.stringMatching(/^image-alt \(critical\): Images must have alternative text — #logo$/));
    expect(found).toContainEqual(expect.stringMatching(/^button-name \(critical\): .+ — #empty$/));
  });

  it('passes a page without one, and leaves moderate findings (a missing landmark) to review', async () => {
    await page.setContent('<!doctype html><html lang="en"><head><title>Check</title></head><body><h1>Check</h1><p>Plain text</p></body></html>');
    expect(await blockingViolations(page)).toEqual([]);
  });

  it('checks again after the page changes, without injecting axe-core twice', async () => {
    await page.setContent(html('<p>Fine</p>'));
    expect(await blockingViolations(page)).toEqual([]);
    // Marks the injected copy: a second injection would replace window.axe and lose the mark.
    await page.evaluate(() => {
      (window as unknown as { axe: { mark?: string } }).axe.mark = 'first';
      document.querySelector('main')?.insertAdjacentHTML('beforeend', '<button id="late"></button>');
    });
    expect(await blockingViolations(page)).toEqual([expect.stringMatching(/^button-name \(critical\): .+ — #late$/)]);
    expect(await page.evaluate(() => (window as unknown as { axe: { mark?: string } }).axe.mark)).toBe('first');
  });
});
