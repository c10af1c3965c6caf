import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { styled } from './styled';
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
