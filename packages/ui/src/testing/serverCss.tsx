import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StyleRoot } from '../styled/StyleRoot';

/**
 * The CSS a server render of `element` writes into its `<style>` (every rule its parts used),
 * for tests that check a part's rules without a browser's layout.
 *
 * @example
 * expect(serverCss(<VisuallyHidden>x</VisuallyHidden>)).toMatch(/width:1px/);
 */
export function serverCss(element: ReactElement): string {
  const html = renderToString(<StyleRoot>{element}</StyleRoot>);
  return /<style data-greenroom-styles=""[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
}
