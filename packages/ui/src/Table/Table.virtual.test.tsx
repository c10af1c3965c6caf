import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TABLE_IN_FLOW_MAX_ROWS } from './inFlowRows';
import { Table, type TableProps } from './Table';
import { loadedVirtualBody, loadVirtualBody, setVirtualBodyFetch } from './virtualBodyCode';

interface Guest {
  id: string;
  name: string;
}

const guests = (count: number): Guest[] => Array.from({ length: count }, (_, i) => ({ id: `g${i}`, name: `Guest ${i + 1}` }));

function Guests(props: Partial<TableProps<Guest>> & { rows: Guest[] }) {
  return (
    <Table label="Guests" height={480} getRowId={(g) => g.id} onRowClick={() => undefined}
      columns={[{ id: 'name', header: 'Name', cell: (g) => g.name }]} {...props} />
  );
}

const dataRows = (scope: HTMLElement = document.body) => within(scope).getAllByRole('row').filter((row) => row.hasAttribute('data-index'));
const sizerOf = (row: HTMLElement) => row.parentElement as HTMLElement;
const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;
const placed = (rows: HTMLElement[]) => rows.filter((row) => row.style.transform !== '');

/** The virtualizer's code, held back until `release()` (as on a slow network). */
function heldFetch() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(() => gate.then(() => import('./virtualBody')));
  setVirtualBodyFetch(fetch);
  return { fetch, release };
}

afterEach(() => {
  setVirtualBodyFetch();
  vi.restoreAllMocks();
});

describe('Table with a short list', () => {
  it(`lays up to ${TABLE_IN_FLOW_MAX_ROWS} rows out in flow and never loads the virtualizer`, async () => {
    const fetch = vi.fn(() => import('./virtualBody'));
    setVirtualBodyFetch(fetch);
    render(<Guests rows={guests(TABLE_IN_FLOW_MAX_ROWS)} height={200} />);
    await act(async () => {
      await Promise.resolve();
    });
    const rows = dataRows();
    // All of them, though 200 px hold five: the body scrolls natively.
    expect(rows).toHaveLength(TABLE_IN_FLOW_MAX_ROWS);
    expect(placed(rows)).toEqual([]);
    expect(sizerOf(rows[0]).style.height).toBe('');
    expect(screen.getByRole('table', { name: 'Guests' })).toHaveAttribute('aria-rowcount', String(TABLE_IN_FLOW_MAX_ROWS + 1));
    expect(rows.at(-1)).toHaveAttribute('aria-rowindex', String(TABLE_IN_FLOW_MAX_ROWS + 1));
    expect(rows.slice(0, 3).map((row) => row.hasAttribute('data-alt'))).toEqual([false, true, false]);
    expect(screen.getByRole('rowgroup', { name: 'Guests rows' })).toHaveAttribute('tabindex', '0');
    expect(fetch).not.toHaveBeenCalled();
    expect(loadedVirtualBody()).toBeNull();
  });

  it('stays in flow when the virtualizer is already loaded by another table', async () => {
    await loadVirtualBody();
    render(<Guests rows={guests(10)} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(dataRows()).toHaveLength(10);
    expect(placed(dataRows())).toEqual([]);
    // 10 rows of 44 px fit in 480 px: nothing to scroll.
    expect(screen.queryByRole('rowgroup', { name: 'Guests rows' })).not.toBeInTheDocument();
  });
});

describe('Table with a long list', () => {
  it('shows its first window in flow until the virtualizer is here, then places the rows, keeping focus and scroll position', async () => {
    const { fetch, release } = heldFetch();
    render(<Guests rows={guests(10_000)} />);
    const table = screen.getByRole('table', { name: 'Guests' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const firstWindow = dataRows();
    // 480 px / 44 px = 11 rows plus 8 overscan, as the virtualizer's own first window.
    expect(firstWindow).toHaveLength(19);
    expect(firstWindow.map((row) => row.getAttribute('aria-rowindex'))).toEqual(Array.from({ length: 19 }, (_, i) => String(i + 2)));
    expect(placed(firstWindow)).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);

    // The user scrolls ten rows down and focuses a row before the code arrives.
    const body = screen.getByRole('rowgroup', { name: 'Guests rows' });
    Object.defineProperty(body, 'scrollTop', { configurable: true, value: 44 * 10 });
    const scrollTo = vi.fn();
    Object.assign(body, { scrollTo });
    const focused = rowOf('Guest 12');
    focused.focus();

    release();
    await waitFor(() => expect(placed(dataRows())).not.toEqual([]));
    const rows = dataRows();
    expect(placed(rows)).toEqual(rows);
    // The window from the 11th row: 8 rows above it (overscan), the 11 visible, 8 rows past them.
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(Array.from({ length: 27 }, (_, i) => String(i + 2 + 2)));
    expect(rowOf('Guest 29').style.transform).toBe(`translateY(${28 * 44}px)`);
    expect(rowOf('Guest 4')).toHaveAttribute('data-alt');
    expect(sizerOf(rows[0]).style.height).toBe(`${10_000 * 44}px`);
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    // The same element, still focused, at the place it had in flow.
    expect(rowOf('Guest 12')).toBe(focused);
    expect(focused).toHaveFocus();
    expect(focused.style.transform).toBe(`translateY(${11 * 44}px)`);
    expect(scrollTo.mock.calls.every(([options]) => (options as ScrollToOptions).top === 44 * 10)).toBe(true);
  });

  it('keeps phone-width cards where they were laid out in flow, so the scroll position does not jump', async () => {
    // Cards as tall as their content: 120 px each.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-index') ? 120 : 0;
    });
    const { release } = heldFetch();
    render(<Guests rows={guests(500)} />);
    const body = screen.getByRole('rowgroup', { name: 'Guests rows' });
    Object.defineProperty(body, 'scrollTop', { configurable: true, value: 120 * 10 });
    const scrollTo = vi.fn();
    Object.assign(body, { scrollTo });

    release();
    await waitFor(() => expect(placed(dataRows())).not.toEqual([]));
    expect(rowOf('Guest 11').style.transform).toBe(`translateY(${10 * 120}px)`);
    expect(scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).top).filter((top) => top !== 120 * 10)).toEqual([]);
  });

  it('places rows before the first paint when the virtualizer is already loaded, and goes back to flow when the list gets short', async () => {
    await loadVirtualBody();
    const { rerender } = render(<Guests rows={guests(500)} />);
    expect(placed(dataRows())).toEqual(dataRows());
    const kept = rowOf('Guest 3');
    kept.focus();

    rerender(<Guests rows={guests(40)} />);
    const rows = dataRows();
    expect(rows).toHaveLength(40);
    expect(placed(rows)).toEqual([]);
    expect(sizerOf(rows[0]).style.height).toBe('');
    expect(rowOf('Guest 3')).toBe(kept);
    expect(kept).toHaveFocus();
  });

  it('puts every row in flow when the virtualizer cannot be loaded, so none is out of reach', async () => {
    setVirtualBodyFetch(() => Promise.reject(new Error('offline')));
    render(<Guests rows={guests(150)} />);
    expect(dataRows()).toHaveLength(19);
    await waitFor(() => expect(dataRows()).toHaveLength(150));
    expect(placed(dataRows())).toEqual([]);
    expect(dataRows().at(-1)).toHaveAttribute('aria-rowindex', '151');
  });

  it('renders its first window in flow on the server and hydrates it without a mismatch', async () => {
    await loadVirtualBody();
    const html = renderToString(<Guests rows={guests(10_000)} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const served = dataRows(container);
    expect(served).toHaveLength(19);
    expect(served.every((row) => !row.hasAttribute('style'))).toBe(true);

    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Guests rows={guests(10_000)} />, { onRecoverableError }));
    try {
      await waitFor(() => expect(placed(dataRows(container))).not.toEqual([]));
      // Hydrated in place: the served rows are the rows now placed.
      expect(dataRows(container)[0]).toBe(served[0]);
      expect(onRecoverableError).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
