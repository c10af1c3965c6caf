// ADR 0008: a page the server drew is hydrated by the clock it was drawn at, so what depends on the
// time (a booking's LIVE badge, its Attendees tab) cannot differ between the HTML and the first
// browser render, even when a booking started in between; the real clock takes over afterwards.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryAuth, createTestApi, exampleLinks, isLive, PortalProvider, useNow } from '@greenroom/core';
import { DrawnAtProvider, DrawnClock } from './DrawnClock';

const DRAWN_AT = Date.parse('2026-11-21T20:59:59Z');
/** A booking that starts one second after the server drew the page. */
const START = '2026-11-21T21:00:00Z';
const END = '2026-11-21T22:00:00Z';
/** The browser's clock when it hydrates: the booking has started. */
const LATER = new Date('2026-11-21T21:00:02Z');

/** What a feature draws from the clock: the time and the LIVE badge. */
function Clock() {
  const now = useNow()();
  return (
    <p>
      <time>{now.toISOString()}</time>
      {isLive(now, START, END) ? <strong>LIVE</strong> : null}
    </p>
  );
}

/** The portal as a page draws it: the provider with `now`, and the drawn moment when given. */
function Page({ now, drawnAt }: { now: () => Date; drawnAt?: number }) {
  const portal = (
    <PortalProvider api={createTestApi()} auth={createMemoryAuth()} links={exampleLinks} productName="Greenroom" navigate={() => undefined} now={now}>
      <DrawnClock>
        <Clock />
      </DrawnClock>
    </PortalProvider>
  );
  return drawnAt === undefined ? portal : <DrawnAtProvider at={drawnAt}>{portal}</DrawnAtProvider>;
}

let container: HTMLElement | undefined;
afterEach(() => container?.remove());

/** The server's HTML, hydrated in a fresh container; the errors React recovered from are collected. */
async function hydrateDrawn(serverNow: () => Date, browserNow: () => Date) {
  const html = renderToString(<Page now={serverNow} drawnAt={DRAWN_AT} />);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recovered: unknown[] = [];
  const target = container;
  await act(async () => {
    hydrateRoot(target, <Page now={browserNow} drawnAt={DRAWN_AT} />, { onRecoverableError: (error) => recovered.push(error) });
  });
  return { html, recovered, text: () => target.textContent };
}

describe('DrawnClock', () => {
  it('draws on the server by the moment the page was drawn at, whatever the clock says meanwhile', () => {
    const html = renderToString(<Page now={() => LATER} drawnAt={DRAWN_AT} />);
    expect(html).toContain(new Date(DRAWN_AT).toISOString());
    expect(html).not.toContain('LIVE');
  });

  it('hydrates by that moment too (no mismatch although the booking has started since), then by the real clock', async () => {
    const { recovered, text } = await hydrateDrawn(
      () => new Date(DRAWN_AT),
      () => LATER,
    );
    expect(recovered).toEqual([]);
    // Once hydrated, the features render again with the provider's own clock.
    expect(text()).toBe(`${LATER.toISOString()}LIVE`);
  });

  it("is the provider's own clock in a page the browser draws itself", async () => {
    container = document.createElement('div');
    document.body.append(container);
    const target = container;
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(target).render(<Page now={() => LATER} />));
    expect(target.textContent).toBe(`${LATER.toISOString()}LIVE`);
  });
});
