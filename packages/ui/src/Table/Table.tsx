import { useTexts } from '@greenroom/core';
import { useCallback, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { developmentMessage } from '../theme/devWarning';
import { useGreenroomTheme } from '../theme/ThemeContext';
import { useThemeCheck } from '../theme/useThemeCheck';
import { Spinner } from '../Spinner/Spinner';
import { TruncatedText } from '../TruncatedText/TruncatedText';
import { useSidewaysOverflow } from './useSidewaysOverflow';
import { useBodyOverflow } from './useBodyOverflow';
import { useVirtualBody } from './useVirtualBody';
import { inFlowRowCount, TABLE_IN_FLOW_MAX_ROWS } from './inFlowRows';
import { uiTextTable } from '../texts';
import { Body, BodySizer, Cell, ColumnHeader, DataRow, HeaderGroup, HeaderRow, StateCell, TableRoot } from './styles';

export interface TableColumn<T> {
  id: string;
  header: ReactNode;
  /**
   * The column's name on each card at phone width (a table 600 px wide or less shows every row as
   * a card, each cell labelled with its column). Default: `header` when it is plain text; a column
   * with neither (row actions) shows its cells unlabelled.
   */
  label?: string;
  cell: (row: T) => ReactNode;
  /** CSS grid track: a number is pixels, a string is used as is ('2fr', '20%'). Default: an equal share. */
  width?: number | string;
  align?: 'start' | 'center' | 'end';
}

export interface TableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: TableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** Maximum height of the scrolling body in pixels. Default 400. */
  height?: number;
  /** Fixed height of each row in pixels. Default 44 (36 with `appearance.variables.density: 'compact'`). */
  rowHeight?: number;
  /** Extra rows rendered above and below the visible window of a virtualized table (more than 100 rows). Default 8. */
  overscan?: number;
  /** Rows a virtualized table renders while the body has no measured size (before layout, hidden tabs, jsdom). Default: as many as fit in `height`. */
  initialRows?: number;
  /** Shown when there are no rows. Default 'No rows'. */
  emptyText?: ReactNode;
  /** Shows a spinner row instead of the rows. */
  loading?: boolean;
  /** Text next to the loading spinner. Default 'Loading'. */
  loadingText?: string;
  /** Shows this message (role="alert") instead of the rows. Wins over loading and empty. */
  error?: ReactNode;
  /** Makes rows focusable; click, Enter or Space on a row calls this. */
  onRowClick?: (row: T) => void;
  className?: string;
  style?: CSSProperties;
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="switch"], [role="checkbox"]';

/** The narrowest a column without a pixel width gets before the table scrolls sideways. */
const TABLE_MIN_FLEX_COLUMN = 96;

/** The width below which the columns would squeeze: pixel widths plus a minimum per flexible column. */
function minimumWidth<T>(columns: TableColumn<T>[]): number {
  return columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : TABLE_MIN_FLEX_COLUMN), 0);
}

/** The label a cell carries for the phone-width card layout: `label`, else a plain-text header. */
function cardLabel<T>(column: TableColumn<T>): string | undefined {
  if (column.label !== undefined) return column.label || undefined;
  const { header } = column;
  return (typeof header === 'string' && header !== '') || typeof header === 'number' ? String(header) : undefined;
}

/** Text cells end in an ellipsis with the full text as a tooltip when cut; other content as given. */
function cellContent(content: ReactNode): ReactNode {
  return typeof content === 'string' || typeof content === 'number' ? <TruncatedText>{String(content)}</TruncatedText> : content;
}

/**
 * A flexible track ('2fr' or none) never narrower than the minimum the table's width assumes. The
 * track goes into generated CSS, so a width that could end its rule is refused (development warning).
 */
function track(width: number | string | undefined, id: string): string {
  if (typeof width === 'number') return `${width}px`;
  if (width !== undefined && /[;{}<>]/.test(width)) {
    developmentMessage('warn', `[Greenroom Table] column "${id}" has width "${width}", which is not a CSS grid track; using an equal share.`);
    return track(undefined, id);
  }
  if (width === undefined) return `minmax(${TABLE_MIN_FLEX_COLUMN}px, 1fr)`;
  return /^\d*\.?\d+fr$/.test(width) ? `minmax(${TABLE_MIN_FLEX_COLUMN}px, ${width})` : width;
}

function gridTemplate<T>(columns: TableColumn<T>[]): string {
  return columns.map((c) => track(c.width, c.id)).join(' ');
}

/**
 * A data table with ARIA table semantics (role=table/row/cell, aria-rowcount and aria-rowindex),
 * alternating row shading (odd rows carry `data-alt`) and built-in empty, loading and error states.
 * Up to 100 rows are laid out in flow. A longer list is virtualized, so 10,000 rows stay
 * responsive: only the visible window of rows is in the DOM, placed by @tanstack/react-virtual,
 * whose code loads when such a table first mounts; until it is there, and in the server render and
 * the hydrating render, the first window of rows is in flow. Column templates and widths are
 * generated classes, not `style` attributes, so a server-rendered table is laid out under a strict
 * CSP; only in the browser do rows move to virtual positions (client style writes).
 * At phone width (the table 600 px wide or less, a CSS container query) each row becomes a card:
 * the cells stack, each labelled with its column's header (`data-label`, shown by CSS), and nothing
 * scrolls sideways; cards are as tall as their content (in flow, or measured by the virtualizer).
 *
 * @example
 * <Table label="Bookings" rows={bookings} getRowId={(b) => b.bookingID}
 *   loading={query.isPending} error={query.isError ? 'An error occurred' : null}
 *   emptyText="No bookings on this date."
 *   columns={[
 *     { id: 'name', header: 'Name', cell: (b) => b.name, width: '2fr' },
 *     { id: 'start', header: 'Start', cell: (b) => formatStart(b) },
 *   ]} />
 */
export function Table<T>({
  label,
  columns,
  rows,
  getRowId,
  height = 400,
  rowHeight: rowHeightProp,
  overscan = 8,
  initialRows,
  emptyText: emptyTextProp,
  loading = false,
  loadingText: loadingTextProp,
  error,
  onRowClick,
  className,
  style,
}: TableProps<T>) {
  const texts = useTexts(uiTextTable);
  const emptyText = emptyTextProp ?? texts.table.empty;
  const loadingText = loadingTextProp ?? texts.table.loading;
  const bodyRef = useRef<HTMLDivElement>(null);
  const { density } = useGreenroomTheme();
  const rowHeight = rowHeightProp ?? (density === 'compact' ? 36 : 44);
  const checkRef = useThemeCheck<HTMLDivElement>('Table');
  const template = gridTemplate(columns);
  const minWidth = minimumWidth(columns);
  const [sidewaysRef, sideways] = useSidewaysOverflow<HTMLDivElement>();
  const rootRef = useCallback(
    (node: HTMLDivElement | null) => {
      sidewaysRef(node);
      checkRef?.(node);
    },
    [sidewaysRef, checkRef],
  );
  const fallbackHeight = (initialRows ?? Math.ceil(height / rowHeight)) * rowHeight;

  const state: { tone: 'muted' | 'danger'; content: ReactNode } | null =
    error != null && error !== false && error !== ''
      ? { tone: 'danger', content: <span role="alert">{error}</span> }
      : loading
        ? { tone: 'muted', content: <><Spinner size={20} label={loadingText} /><span aria-hidden="true">{loadingText}</span></> }
        : rows.length === 0
          ? { tone: 'muted', content: emptyText }
          : null;

  // A long list's rows are placed virtually once the virtual body is here; until then, and for a
  // short list, they are in flow.
  const { body: virtualBody, failed } = useVirtualBody(bodyRef, {
    count: rows.length,
    rowHeight,
    overscan,
    fallbackHeight,
    enabled: state === null && rows.length > TABLE_IN_FLOW_MAX_ROWS,
  });
  const inFlow = inFlowRowCount({ rowCount: rows.length, height, rowHeight, initialRows, overscan, virtualCodeFailed: failed });
  const placed: readonly { index: number; start?: number }[] = virtualBody
    ? virtualBody.rows()
    : Array.from({ length: inFlow }, (_, index) => ({ index }));
  const totalHeight = virtualBody ? virtualBody.totalHeight() : rows.length * rowHeight;
  // Width of the body's classic scrollbar (0 for overlay scrollbars or no overflow). The header
  // is padded by it so its columns line up, while the rows' shading spans the full body width.
  const { scrolls, scrollbarWidth } = useBodyOverflow(bodyRef, totalHeight, height, state === null);

  const handleRowClick = (row: T) => (event: MouseEvent<HTMLDivElement>) => {
    // A button or link inside the row does its own job.
    const interactive = (event.target as Element).closest(INTERACTIVE);
    if (interactive && event.currentTarget.contains(interactive)) return;
    onRowClick?.(row);
  };

  const handleRowKeyDown = (row: T) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <TableRoot
      ref={rootRef}
      data-ui="Table"
      role="table"
      // Narrower than its columns need (a phone), the table scrolls sideways inside its frame;
      // keyboard users reach that scroll by focusing the table.
      tabIndex={sideways.overflows ? 0 : undefined}
      data-more-end={sideways.moreToEnd ? '' : undefined}
      aria-label={label}
      aria-rowcount={state === null ? rows.length + 1 : undefined}
      aria-busy={loading || undefined}
      className={className}
      style={style}
    >
      {/* The scrollbar's width is measured in the browser only, so it may be a style write. */}
      <HeaderGroup role="rowgroup" $minWidth={minWidth} style={scrollbarWidth ? { paddingInlineEnd: scrollbarWidth } : undefined}>
        <HeaderRow role="row" aria-rowindex={state === null ? 1 : undefined} $template={template}>
          {columns.map((column) => (
            <ColumnHeader key={column.id} role="columnheader" $align={column.align ?? 'start'}>
              {column.header}
            </ColumnHeader>
          ))}
        </HeaderRow>
      </HeaderGroup>
      <Body
        ref={bodyRef}
        role="rowgroup"
        // A state message (empty, loading, error) stays in the visible width of a phone-wide frame.
        $maxHeight={height}
        $minWidth={state === null ? minWidth : undefined}
        tabIndex={scrolls ? 0 : undefined}
        aria-label={scrolls ? `${label} rows` : undefined}
      >
        {state !== null ? (
          <HeaderRow role="row" $template="1fr">
            <StateCell role="cell" aria-colspan={columns.length} $tone={state.tone}>
              {state.content}
            </StateCell>
          </HeaderRow>
        ) : (
          <BodySizer style={virtualBody ? { height: totalHeight } : undefined}>
            {placed.map(({ index, start }) => {
              const row = rows[index];
              return (
                <DataRow
                  key={getRowId(row)}
                  ref={virtualBody?.measureRow}
                  role="row"
                  aria-rowindex={index + 2}
                  data-index={index}
                  data-alt={index % 2 === 1 ? '' : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? handleRowClick(row) : undefined}
                  onKeyDown={onRowClick ? handleRowKeyDown(row) : undefined}
                  $clickable={Boolean(onRowClick)}
                  $template={template}
                  $height={rowHeight}
                  $positioned={start !== undefined}
                  style={start !== undefined ? { transform: `translateY(${start}px)` } : undefined}
                >
                  {columns.map((column) => (
                    <Cell key={column.id} role="cell" data-label={cardLabel(column)} $align={column.align ?? 'start'}>
                      {cellContent(column.cell(row))}
                    </Cell>
                  ))}
                </DataRow>
              );
            })}
          </BodySizer>
        )}
      </Body>
    </TableRoot>
  );
}
