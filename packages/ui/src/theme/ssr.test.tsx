import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { placedStyles } from '../styled/styleSheet';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from '../Table/Table';
import { loadVirtualBody } from '../Table/virtualBodyCode';
import { GreenroomThemeProvider } from './GreenroomThemeProvider';
import { ThemeScope } from './ThemeScope';

interface Row {
  id: string;
  name: string;
}

// Past the Table's in-flow limit (100 rows), so the server render and hydration of a virtualized table are covered.
const rows: Row[] = Array.from({ length: 300 }, (_, i) => ({ id: `r${i}`, name: `Guest ${i + 1}` }));
const columns: TableColumn<Row>[] = [
  { id: 'n', header: '#', cell: (row) => row.id, width: 72, align: 'end' },
  { id: 'name', header: 'Name', cell: (row) => row.name, width: '2fr' },
  { id: 'email', header: 'Email', cell: () => 'guest@example.com' },
];

const panel = () => (
  <GreenroomThemeProvider appearance={{ theme: 'dark', variables: { colorPrimary: '#0a7c72' }, elements: { Table: { borderRadius: 0 } } }}>
    <section data-ui="BookingsList">
      <Table label="Guests" rows={rows} getRowId={(row) => row.id} columns={columns} height={220} />
    </section>
    <ThemeScope>portalled</ThemeScope>
  </GreenroomThemeProvider>
);

const styleElement = /<style data-greenroom-styles=""[^>]*>([\s\S]*?)<\/style>/;

/** Server-renders a themed panel with a table; answers the whole page, its markup without the `<style>`, and that style's CSS. */
function serverRender(): { page: string; html: string; css: string } {
  const page = renderToString(panel());
  return { page, html: page.replace(styleElement, ''), css: styleElement.exec(page)?.[1] ?? '' };
}

describe('server rendering under a strict CSP (style-src nonce: no style attributes apply)', () => {
  it('puts no style attribute in the markup: no theme variable, grid template, width or row offset', () => {
    const { html } = serverRender();
    expect(html).toContain('Guest 1');
    expect(html).not.toMatch(/style="/);
    expect(html).not.toMatch(/--gr-|grid-template|min-width|translateY/);
  });

  it('writes one style element, after the content, with the rules the render used', () => {
    const { page } = serverRender();
    expect(page.match(/<style/g)).toHaveLength(1);
    expect(page.indexOf('<style')).toBeGreaterThan(page.indexOf('Guest 1'));
  });

  it('carries the theme variables, part overrides, column templates and widths in the collected CSS', () => {
    const { css } = serverRender();
    expect(css).toMatch(/--gr-color-bg:#13101e;/);
    expect(css).toMatch(/--gr-color-primary:#0a7c72;/);
    expect(css).toMatch(/\[data-ui="Table"\]\{border-radius:0;\}/);
    expect(css).toContain('grid-template-columns:72px minmax(96px, 2fr) minmax(96px, 1fr);');
    expect(css).toContain('min-width:264px;');
    expect(css).toContain('max-height:220px;');
    expect(css).toMatch(/text-align:end;/);
  });

  it('lays the first rows out in flow, each its own height, so they do not pile up before hydration', () => {
    const { html, css } = serverRender();
    // 220 px / 44 px = 5 rows plus 8 overscan.
    expect(html.match(/role="row" aria-rowindex/g)?.length).toBe(1 + 13);
    expect(css).toMatch(/position:relative;top:0;left:0;width:100%;height:44px;/);
    expect(css).not.toMatch(/position:absolute;top:0;left:0;width:100%;height:44px;/);
  });

  it('hydrates without a mismatch, hands the styles over to the page sheet, then moves the rows to their virtual offsets', async () => {
    await loadVirtualBody();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = serverRender().page;
    const firstRow = container.querySelector('[aria-rowindex="2"]');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, panel());
    });
    expect(error).not.toHaveBeenCalled();
    expect(container.querySelector('[aria-rowindex="2"]')).toBe(firstRow);
    expect(container.querySelector('style')).toBeNull();
    expect(placedStyles()).toContain('--gr-color-primary:#0a7c72;');
    expect(container.querySelector<HTMLElement>('[aria-rowindex="3"]')?.style.transform).toBe('translateY(44px)');
    act(() => root?.unmount());
    container.remove();
    error.mockRestore();
  });
});
