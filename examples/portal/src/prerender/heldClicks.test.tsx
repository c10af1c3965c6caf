import { readFileSync } from 'node:fs';
import { URL as NodeURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyScript } from '../../vite-plugins/startEarlyPlugin';
import { dropHeldClicks, replayHeldClicks } from './heldClicks';

// Node's URL: the page's global one is jsdom's, which readFileSync does not take.
const source = readFileSync(new NodeURL('../../vite-plugins/startEarly.js', import.meta.url), 'utf8');

/** Runs index.html's inline script in this document, as on a page the server drew when `drawn`. */
function startPage(drawn: boolean): void {
  document.body.innerHTML = `${drawn ? '<script type="application/json" id="greenroom-prerendered">{}</script>' : ''}
    <div id="root"><button type="submit" form="f">Edit <svg><path /></svg></button><div role="tab">Calendar</div><a href="#bookings">Bookings</a></div>
    <button id="outside">Outside</button>`;
  const fetch = () => Promise.resolve({ ok: false });
  new Function('window', 'document', 'fetch', 'URLSearchParams', startEarlyScript(source, {}))(window, document, fetch, URLSearchParams);
}

/** What React, listening on #root once hydrated, would see clicked. */
function reactClicks(): string[] {
  const seen: string[] = [];
  document.getElementById('root')?.addEventListener('click', (event) => seen.push((event.target as Element).textContent?.trim() ?? ''));
  return seen;
}

const click = (element: Element | null) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element?.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  delete window.__greenroomBoot;
});
afterEach(() => {
  dropHeldClicks();
  // The web project shares one document between files.
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('clicks on a server-drawn page before it has hydrated', () => {
  it('are held from React (their default prevented) and replayed, in order, once it has', () => {
    startPage(true);
    const seen = reactClicks();
    const onIcon = click(document.querySelector('#root svg path'));
    click(document.querySelector('[role="tab"]'));
    expect(onIcon.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);

    replayHeldClicks();
    expect(seen).toEqual(['Edit', 'Calendar']);
    // Released: from now on React sees every click itself, once.
    click(document.querySelector('[role="tab"]'));
    expect(seen).toEqual(['Edit', 'Calendar', 'Calendar']);
    replayHeldClicks();
    expect(seen).toHaveLength(3);
  });

  it("leave links (they work without a script) and controls outside the app's root alone", () => {
    startPage(true);
    const seen = reactClicks();
    expect(click(document.querySelector('#root a')).defaultPrevented).toBe(false);
    expect(seen).toEqual(['Bookings']);
    expect(click(document.getElementById('outside')).defaultPrevented).toBe(false);
  });

  it('skip a control that is no longer in the document, and are dropped when the page is drawn afresh', () => {
    startPage(true);
    const seen = reactClicks();
    const tab = document.querySelector('[role="tab"]');
    click(tab);
    click(document.querySelector('#root button'));
    tab?.remove();
    replayHeldClicks();
    expect(seen).toEqual(['Edit']);

    startPage(true);
    const afresh = reactClicks();
    click(document.querySelector('#root button'));
    dropHeldClicks();
    replayHeldClicks();
    expect(afresh).toEqual([]);
    click(document.querySelector('#root button'));
    expect(afresh).toEqual(['Edit']);
  });

  it('are not held on a page drawn in the browser', () => {
    startPage(false);
    const seen = reactClicks();
    click(document.querySelector('#root button'));
    expect(seen).toEqual(['Edit']);
    expect(window.__greenroomBoot?.releaseClicks).toBeUndefined();
  });
});
