import { describe, expect, it } from 'vitest';
import { PRERENDERED_BLOCK_ID, prerenderedBlock, readPrerenderedPage, type PrerenderedPage } from './prerenderedPage';

const page: PrerenderedPage = {
  path: '/space/space-1',
  session: { producerID: 'p1', username: 'ada', role: 0, expiresAt: 2_000 },
  mode: 'dark',
  viewerZone: 'Europe/Berlin',
  drawnAt: 1_000,
  state: { mutations: [], queries: [] },
};

/** A document holding `html`'s data block, as the browser parsed it. */
function documentWith(html: string) {
  const text = /<script type="application\/json" id="([^"]+)">([\s\S]*)<\/script>/.exec(html);
  return { getElementById: (id: string) => (text && text[1] === id ? { textContent: text[2] } : null) } as unknown as Pick<Document, 'getElementById'>;
}

describe('the prerendered page block', () => {
  it('reads back what the server wrote, with the session completed by the cookie token', () => {
    const read = readPrerenderedPage(documentWith(prerenderedBlock(page)), '/space/space-1', { idToken: 't', producerID: 'p1' });
    expect(read?.page).toEqual(page);
    expect(read?.session).toEqual({ idToken: 't', producerID: 'p1', username: 'ada', role: 0, expiresAt: 2_000 });
  });

  it('cannot be closed by a value: every < is escaped, and JSON.parse restores it', () => {
    const hostile = { ...page, session: { ...page.session, username: '</script><script>alert(1)</script>' } };
    const block = prerenderedBlock(hostile);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(readPrerenderedPage(documentWith(block), '/space/space-1', { idToken: 't', producerID: 'p1' })?.session.username).toBe(hostile.session.username);
  });

  it('is not used for another address, another producer, without a token, or when it does not parse', () => {
    const doc = documentWith(prerenderedBlock(page));
    expect(readPrerenderedPage(doc, '/space/space-2', { idToken: 't', producerID: 'p1' })).toBeUndefined();
    expect(readPrerenderedPage(doc, '/space/space-1', { idToken: 't', producerID: 'p2' })).toBeUndefined();
    expect(readPrerenderedPage(doc, '/space/space-1', undefined)).toBeUndefined();
    const broken = documentWith(`<script type="application/json" id="${PRERENDERED_BLOCK_ID}">{"path":</script>`);
    expect(readPrerenderedPage(broken, '/space/space-1', { idToken: 't', producerID: 'p1' })).toBeUndefined();
    const noMoment = documentWith(prerenderedBlock({ ...page, drawnAt: 'now' as never }));
    expect(readPrerenderedPage(noMoment, '/space/space-1', { idToken: 't', producerID: 'p1' })).toBeUndefined();
    const noState = documentWith(prerenderedBlock({ ...page, state: null as never }));
    expect(readPrerenderedPage(noState, '/space/space-1', { idToken: 't', producerID: 'p1' })).toBeUndefined();
    expect(readPrerenderedPage(documentWith(''), '/space/space-1', { idToken: 't', producerID: 'p1' })).toBeUndefined();
  });
});
