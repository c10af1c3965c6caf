import { act, render } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { styled } from './styled';
import { collectedStylesHtml, createStyleCollector } from './styleCollector';
import { StyleRoot } from './StyleRoot';

describe('StyleRoot in a server render', () => {
  it('writes the rules its parts used into one <style nonce> after them, with `</` escaped', () => {
    const Quote = styled.q<{ $text: string }>`&::after { content: '${(p) => p.$text}'; }`;
    const html = renderToString(
      <StyleRoot nonce="abc">
        <StyleRoot>
          <Quote $text="</style><script>">quoted</Quote>
        </StyleRoot>
      </StyleRoot>,
    );
    expect(html.match(/<style[^>]*>/g)).toEqual(['<style data-greenroom-styles="" nonce="abc">']);
    expect(html.indexOf('<style')).toBeGreaterThan(html.indexOf('quoted'));
    expect(html).toContain("content:'<\\/style><script>'");
    expect(html).not.toContain('</style><script>');
  });

  it('writes nothing when the client renders (no server pass)', () => {
    const Plain = styled.p`margin: 0;`;
    const { container } = render(
      <StyleRoot nonce="abc">
        <Plain>client</Plain>
      </StyleRoot>,
    );
    expect(container.querySelector('style')).toBeNull();
  });
});

describe('StyleRoot with a collector of its own (a render with Suspense boundaries)', () => {
  it('writes no <style> and leaves every rule, the lazy parts included, to collectedStylesHtml', async () => {
    const Shell = styled.main`padding: 1px;`;
    const Late = styled.p`&::after { content: '</style>'; margin: 2px; }`;
    const LazyPanel = lazy(async () => ({ default: () => <Late>late</Late> }));
    const collector = createStyleCollector();
    const { prelude } = await prerenderToNodeStream(
      <StyleRoot collector={collector}>
        <StyleRoot nonce="abc">
          <Shell>
            <Suspense fallback="…">
              <LazyPanel />
            </Suspense>
          </Shell>
        </StyleRoot>
      </StyleRoot>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    expect(html).toContain('late');
    expect(html).not.toContain('<style');
    const head = collectedStylesHtml(collector, { nonce: 'n"1' });
    expect(head).toMatch(/^<style data-greenroom-server-styles="" nonce="n&#34;1">/);
    expect(head).toContain('padding:1px');
    expect(head).toContain('margin:2px');
    expect(head).toContain("content:'<\\/style>'");
  });

  it('hydrates a page drawn so without a mismatch: the browser writes no <style> either', async () => {
    const Shell = styled.main`padding: 3px;`;
    const tree = (collector: ReturnType<typeof createStyleCollector>) => (
      <StyleRoot collector={collector}>
        <StyleRoot>
          <Shell>drawn</Shell>
        </StyleRoot>
      </StyleRoot>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(createStyleCollector()));
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(createStyleCollector()), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('style')).toBeNull();
    expect(container.textContent).toBe('drawn');
    container.remove();
  });
});
