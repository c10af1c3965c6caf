// Chromium, not jsdom: only a browser enforces a CSP and cascades `all: revert`. An end-to-end
// check, so it runs in the e2e project (Chromium present), not with the jsdom component tests.
import type { Browser, Page } from 'playwright-core';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GreenroomThemeProvider, styled, Table } from '@greenroom/ui';
import { expectAccessible, launchBrowser } from './harness';

const NONCE = 'greenroom-test-nonce';

// Shaped like a feature's list header (BookingsList, CalendarList): a styled sectioning element.
const ListHeader = styled.header`
  display: flex;
  justify-content: space-between;
  gap: var(--gr-space-3);
`;

const rows = Array.from({ length: 20 }, (_, i) => ({ id: `g${i}`, name: `Guest ${i + 1}` }));

const KIT_STYLE = `<style data-greenroom-styles="" nonce="${NONCE}"`;

/**
 * A server-rendered page: a host's hostile element rules, the kit's nonced CSS, no script at all.
 * The kit's CSS is the `<style data-greenroom-styles nonce>` the theme provider writes after its
 * content in a server render.
 */
function serverPage(): string {
  const panel = h(
    GreenroomThemeProvider,
    { nonce: NONCE, appearance: { theme: 'dark', variables: { colorPrimary: '#0a7c72' }, elements: { Table: { borderRadius: 0 } } } },
    h(
      'section',
      { 'data-ui': 'BookingsList' },
      h(ListHeader, null, h('h2', null, 'Bookings')),
      h(Table<(typeof rows)[number]>, {
        label: 'Guests',
        rows,
        getRowId: (row) => row.id,
        height: 220,
        columns: [
          { id: 'n', header: '#', cell: (row) => row.id, width: 72 },
          { id: 'name', header: 'Name', cell: (row) => row.name, width: '2fr' },
          { id: 'email', header: 'Email', cell: () => 'guest@example.com' },
        ],
      }),
    ),
  );
  const markup = renderToString(panel);
  // One tag, after the panel, holding every rule the render used, with the page's nonce.
  if (markup.split(KIT_STYLE).length !== 2) throw new Error(`expected one ${KIT_STYLE}> in the server markup`);
  const hostCss = `<style nonce="${NONCE}">
    header { position: fixed; top: 0; background: rgb(255, 0, 0); padding: 40px; display: grid; border: 5px solid blue; }
    section { padding: 64px; margin: 32px; }
  </style>`;
  return `<!doctype html><html lang="en"><head><title>Strict CSP</title>${hostCss}</head><body><main>
    <p id="inline-probe" style="color: rgb(255, 0, 0)">inline</p>${markup}</main></body></html>`;
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  const body = serverPage();
  await page.route('http://greenroom.test/', (route) =>
    route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': `default-src 'none'; style-src 'nonce-${NONCE}'` }, body }),
  );
  await page.goto('http://greenroom.test/');
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('server-rendered panel under a strict CSP, before any script runs', () => {
  it('has no serious or critical accessibility violation (axe-core)', async () => {
    await expectAccessible(page, 'server-rendered panel under a strict CSP');
  });

  it('is under a CSP that blocks style attributes', async () => {
    expect(await page.$eval('#inline-probe', (p) => getComputedStyle(p).color)).toBe('rgb(0, 0, 0)');
  });

  it('is themed: the variables and part overrides apply from the nonced classes', async () => {
    const theme = await page.$eval('[data-ui="GreenroomTheme"]', (root) => {
      const style = getComputedStyle(root);
      return { bg: style.getPropertyValue('--gr-color-bg'), primary: style.getPropertyValue('--gr-color-primary'), background: style.backgroundColor };
    });
    expect(theme).toEqual({ bg: '#13101e', primary: '#0a7c72', background: 'rgb(19, 16, 30)' });
    expect(await page.$eval('[data-ui="Table"]', (table) => getComputedStyle(table).borderTopLeftRadius)).toBe('0px');
  });

  it('lays the table out: column tracks from the classes, rows one under another', async () => {
    const layout = await page.$$eval('[role="row"]', (all) =>
      all.slice(0, 3).map((row) => ({ tracks: getComputedStyle(row).gridTemplateColumns.split(' ').length, top: Math.round(row.getBoundingClientRect().top), first: (row.firstElementChild as HTMLElement).getBoundingClientRect().width })),
    );
    expect(layout.map((row) => row.tracks)).toEqual([3, 3, 3]);
    expect(layout.map((row) => row.first)).toEqual([72, 72, 72]);
    expect(layout[2].top - layout[1].top).toBe(44);
  });

  it("keeps a host page's bare header and section rules off the panel's own header and sections", async () => {
    const header = await page.$eval('[data-ui="BookingsList"] header', (element) => {
      const style = getComputedStyle(element);
      return { position: style.position, background: style.backgroundColor, padding: style.paddingTop, display: style.display, border: style.borderTopWidth };
    });
    expect(header).toEqual({ position: 'static', background: 'rgba(0, 0, 0, 0)', padding: '0px', display: 'flex', border: '0px' });
    expect(await page.$eval('[data-ui="BookingsList"]', (section) => getComputedStyle(section).paddingTop)).toBe('0px');
    // The host's own header outside the panel keeps the host's rule.
    const hostHeader = await page.evaluate(() => {
      const element = document.body.appendChild(document.createElement('header'));
      return getComputedStyle(element).position;
    });
    expect(hostHeader).toBe('fixed');
  });
});
