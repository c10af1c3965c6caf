/**
 * Up to this many rows a table lays out in flow: every row in the DOM, no virtualizer code loaded.
 * 100 rows of 44 px are 4,400 px, eleven bodies of the default 400 px: the browser lays them out
 * in a few milliseconds, less than fetching and running the virtualizer (some 10 kB gzip) costs,
 * and most first screens (a space's bookings, a new Guest List) hold far fewer. Past it the DOM
 * would grow with the list, so the virtual body keeps only a window of it.
 * @example const virtual = rows.length > TABLE_IN_FLOW_MAX_ROWS;
 */
export const TABLE_IN_FLOW_MAX_ROWS = 100;

/** What decides how many rows a table renders in flow. */
export interface InFlowRowsInput {
  rowCount: number;
  /** Maximum height of the body in pixels. */
  height: number;
  rowHeight: number;
  /** Rows assumed to fit before layout, instead of `height / rowHeight`. */
  initialRows?: number;
  overscan: number;
  /** The virtual body's code could not be loaded: no row may be out of reach. */
  virtualCodeFailed?: boolean;
}

/**
 * How many rows, from the first, a table renders in flow while it does not place them virtually:
 * all of a short list; of a long one the first window, as many as fit in the body (or
 * `initialRows`) plus the overscan, as the virtualizer's own window before layout. A long table
 * shows that window in its server render, its hydrating render and until the virtual body's code
 * is here; if that code fails to load, every row.
 * @example inFlowRowCount({ rowCount: 10_000, height: 480, rowHeight: 44, overscan: 8 }); // 19
 */
export function inFlowRowCount({ rowCount, height, rowHeight, initialRows, overscan, virtualCodeFailed = false }: InFlowRowsInput): number {
  if (rowCount <= TABLE_IN_FLOW_MAX_ROWS || virtualCodeFailed) return rowCount;
  return Math.min(rowCount, (initialRows ?? Math.ceil(height / rowHeight)) + overscan);
}
