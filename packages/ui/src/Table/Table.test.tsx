import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table } from './Table';
import { Basic, ClickableRows, Empty, Error as ErrorStory, Loading, TenThousandRows } from './Table.stories';
import { AXE_TIMEOUT, expectNoAxeViolations } from '../testing/axe';
import { Body } from './styles';
import { placedStyles } from '../styled/styleSheet';
import { serverCss } from '../testing/serverCss';

/** Every element's content measures `content` px wide in a box `box` px wide (a phone-wide table). */
function contentWiderThanBox(content: number, box: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
}

const dataRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-index'));

/** Waits for a long table's rows to move to virtual positions (the virtualizer's code loads first). */
const untilPlaced = () => waitFor(() => expect(dataRows()[0].style.transform).not.toBe(''));

describe('Table', () => {
  it('renders table semantics with row count and indexes', () => {
    render(<Basic />);
    const table = screen.getByRole('table', { name: 'Bookings' });
    expect(table).toHaveAttribute('data-ui', 'Table');
    expect(table).toHaveAttribute('aria-rowcount', '5');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Space Name', 'Start', 'End']);
    const rows = dataRows();
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4', '5']);
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Partner Summit', 'Expo Hall', '11:00 EDT', '13:00 EDT',
    ]);
  });

  it('shades alternating rows: odd rows carry data-alt', () => {
    render(<Basic />);
    expect(dataRows().map((r) => r.hasAttribute('data-alt'))).toEqual([false, true, false, true]);
  });

  it('mounts only a small window of 10,000 rows', () => {
    render(<TenThousandRows />);
    const table = screen.getByRole('table', { name: 'Guests' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rows = dataRows();
    // 480 px / 44 px = 11 visible rows plus 8 overscan.
    expect(rows.length).toBeGreaterThanOrEqual(11);
    expect(rows.length).toBeLessThanOrEqual(19);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByText('Guest 1')).toBeInTheDocument();
    expect(screen.queryByText('Guest 10000')).not.toBeInTheDocument();
  });

  it('renders the window around the scroll position', async () => {
    render(<TenThousandRows />);
    await untilPlaced();
    const body = screen.getByRole('rowgroup', { name: 'Guests rows' });
    Object.defineProperty(body, 'scrollTop', { configurable: true, value: 44 * 5000 });
    act(() => {
      fireEvent.scroll(body);
    });
    expect(screen.getByText('Guest 5001')).toBeInTheDocument();
    expect(screen.queryByText('Guest 1')).not.toBeInTheDocument();
    const rows = dataRows();
    expect(rows.length).toBeLessThanOrEqual(19 + 8);
    const row = screen.getByText('Guest 5001').closest('[role="row"]');
    expect(row).toHaveAttribute('aria-rowindex', '5002');
    expect(row).not.toHaveAttribute('data-alt');
    expect(screen.getByText('Guest 5002').closest('[role="row"]')).toHaveAttribute('data-alt');
  });

  it('honours initialRows before layout', () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({ id: String(i) }));
    render(
      <Table label="Few" rows={rows} getRowId={(r) => r.id} initialRows={3} overscan={2}
        columns={[{ id: 'id', header: 'Id', cell: (r) => r.id }]} />,
    );
    expect(dataRows()).toHaveLength(5);
  });

  it('shows the empty text inside the table', () => {
    render(<Empty />);
    const table = screen.getByRole('table', { name: 'Calendars' });
    expect(within(table).getByRole('cell')).toHaveTextContent('No calendars found for this space.');
    expect(dataRows()).toHaveLength(0);
  });

  it('shows a loading row with a spinner', () => {
    render(<Loading />);
    const table = screen.getByRole('table', { name: 'Bookings' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(within(table).getByText('Loading')).toBeInTheDocument();
  });

  it('shows the error as an alert, over loading and rows', () => {
    render(<ErrorStory />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred getting system checks for this date.');
    render(
      <Table label="Both" rows={[{ id: 'a' }]} getRowId={(r) => r.id} loading error="Failed"
        columns={[{ id: 'id', header: 'Id', cell: (r) => r.id }]} />,
    );
    const both = screen.getByRole('table', { name: 'Both' });
    expect(within(both).getByRole('alert')).toHaveTextContent('Failed');
    expect(within(both).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(both).queryByText('a')).not.toBeInTheDocument();
  });

  it('opens rows by click, Enter and Space; buttons inside rows do not open them', async () => {
    const user = userEvent.setup();
    render(<ClickableRows />);
    await user.click(screen.getByText('Town Hall'));
    expect(screen.getByText('Opened: Town Hall. Edited: none.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Product Launch' }));
    expect(screen.getByText('Opened: Town Hall. Edited: Product Launch.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Opened: Town Hall. Edited: Product Launch.')).toBeInTheDocument();

    const second = dataRows()[1];
    second.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Opened: Partner Summit. Edited: Product Launch.')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Partner Summit' })).toHaveFocus();
    await user.tab();
    expect(dataRows()[2]).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('Opened: Town Hall. Edited: Product Launch.')).toBeInTheDocument();
  });
});

describe('Table accessibility and row shading', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has no axe violations', async () => {
    render(<Basic />);
    await expectNoAxeViolations();
  }, AXE_TIMEOUT);

  it('reserves no scrollbar gutter in the body, so shaded rows reach the right edge', () => {
    const css = serverCss(<Body $maxHeight={400} />);
    expect(css).toMatch(/overflow-y:\s*auto/);
    expect(css).not.toMatch(/scrollbar-gutter/);
  });

  it('pads the header by the width of a classic scrollbar so the columns line up', () => {
    // A body 400 px wide whose scrollbar takes 15 px of it, as in a desktop browser.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(385);
    render(<TenThousandRows />);
    const [header] = within(screen.getByRole('table', { name: 'Guests' })).getAllByRole('rowgroup');
    expect(header.style.paddingInlineEnd).toBe('15px');
  });

  it('does not pad the header when the scrollbar takes no room', () => {
    render(<TenThousandRows />);
    const [header] = within(screen.getByRole('table', { name: 'Guests' })).getAllByRole('rowgroup');
    expect(header.style.paddingInlineEnd).toBe('');
  });

  it('keeps flexible columns at least 96 px and fixed ones at their width, so a phone scrolls the table sideways instead of overlapping text', () => {
    render(
      <Table
        label="Guests"
        rows={[{ id: '1' }]}
        getRowId={(r) => r.id}
        columns={[
          { id: 'name', header: 'Name', cell: () => 'Ada', width: '2fr' },
          { id: 'email', header: 'Email', cell: () => 'ada@example.com' },
          { id: 'actions', header: '', cell: () => null, width: 104 },
        ]}
      />,
    );
    const [header, body] = within(screen.getByRole('table', { name: 'Guests' })).getAllByRole('rowgroup');
    expect(getComputedStyle(header).minWidth).toBe('296px');
    expect(getComputedStyle(body).minWidth).toBe('296px');
    expect(getComputedStyle(within(header).getByRole('row')).gridTemplateColumns).toBe('minmax(96px, 2fr) minmax(96px, 1fr) 104px');
    expect(getComputedStyle(dataRows()[0]).gridTemplateColumns).toBe('minmax(96px, 2fr) minmax(96px, 1fr) 104px');
  });

  it('keeps an empty, loading or error message in the visible width instead of across the columns', () => {
    render(<Empty />);
    const [header, body] = within(screen.getByRole('table')).getAllByRole('rowgroup');
    expect(getComputedStyle(header).minWidth).toBe('384px');
    expect(getComputedStyle(body).minWidth).not.toBe('384px');
    expect(getComputedStyle(within(body).getByRole('row')).gridTemplateColumns).toBe('1fr');
  });

  it('is focusable (to scroll with the keyboard) only while its columns are wider than it', () => {
    const { unmount } = render(<Basic />);
    expect(screen.getByRole('table', { name: 'Bookings' })).not.toHaveAttribute('tabindex');
    unmount();
    contentWiderThanBox(600, 358);
    render(<Basic />);
    expect(screen.getByRole('table', { name: 'Bookings' })).toHaveAttribute('tabindex', '0');
  });

  it('fades its end edge while more columns lie past it, and stops once scrolled to the end', () => {
    contentWiderThanBox(600, 358);
    render(<Basic />);
    const table = screen.getByRole('table', { name: 'Bookings' });
    expect(table).toHaveAttribute('data-more-end');
    Object.defineProperty(table, 'scrollLeft', { configurable: true, value: 242 });
    fireEvent.scroll(table);
    expect(table).not.toHaveAttribute('data-more-end');
  });

  it('cuts a text or number cell with an ellipsis and the full text as its tooltip, and leaves other content as given', () => {
    contentWiderThanBox(200, 80);
    render(
      <Table
        label="Guests"
        rows={[{ id: '1' }]}
        getRowId={(r) => r.id}
        columns={[
          { id: 'name', header: 'Name', cell: () => 'Grace Hopper of the Navy' },
          { id: 'joins', header: 'Joins', cell: () => 12 },
          { id: 'actions', header: '', cell: () => <button type="button">Edit</button>, width: 104 },
        ]}
      />,
    );
    const [name, joins, actions] = within(dataRows()[0]).getAllByRole('cell');
    expect(name.querySelector('[data-ui="TruncatedText"]')).toHaveAttribute('title', 'Grace Hopper of the Navy');
    expect(joins.querySelector('[data-ui="TruncatedText"]')).toHaveTextContent('12');
    expect(actions.querySelector('[data-ui="TruncatedText"]')).toBeNull();
    expect(within(actions).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('refuses a column width that would break out of its CSS rule, with a warning, and uses an equal share', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <Table label="Odd" rows={[{ id: '1' }]} getRowId={(r) => r.id}
        columns={[{ id: 'a', header: 'A', cell: () => 'a', width: '1fr; } body { display: none' }, { id: 'b', header: 'B', cell: () => 'b', width: 80 }]} />,
    );
    expect(getComputedStyle(within(screen.getByRole('table', { name: 'Odd' })).getAllByRole('row')[0]).gridTemplateColumns).toBe('minmax(96px, 1fr) 80px');
    expect(warn).toHaveBeenCalledWith('[Greenroom Table] column "a" has width "1fr; } body { display: none", which is not a CSS grid track; using an equal share.');
  });

  it('turns each row into a card at phone width: every cell carries its column as a label, by a container query', () => {
    render(
      <Table label="Guests" rows={[{ id: '1' }]} getRowId={(r) => r.id}
        columns={[
          { id: 'name', header: 'Name', cell: () => 'Ada' },
          { id: 'joins', header: <strong>Joins</strong>, label: 'Joins', cell: () => 12 },
          { id: 'actions', header: '', cell: () => <button type="button">Edit</button> },
        ]} />,
    );
    const table = screen.getByRole('table', { name: 'Guests' });
    const cells = within(dataRows()[0]).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Name', 'Joins', null]);
    // The label is CSS-generated, so the cell's text stays its value.
    expect(cells[0]).toHaveTextContent(/^Ada$/);
    const css = placedStyles();
    const cardRules = css.split('@container (max-width: 600px)').slice(1).join('');
    const hasRule = (el: Element, rules: string, rule: string) => Array.from(el.classList).some((c) => rules.includes(`.${c}${rule}`));
    expect(hasRule(table, css, '{') && /container-type:inline-size/.test(css)).toBe(true);
    expect(hasRule(cells[0], cardRules, '[data-label]::before{content:attr(data-label)')).toBe(true);
    expect(hasRule(dataRows()[0], cardRules, '{display:flex;flex-direction:column;')).toBe(true);
  });
});
