import {
  elementScroll,
  measureElement,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { flushSync } from 'react-dom';

/** What a table tells its virtual body on every render. */
export interface VirtualBodyOptions {
  count: number;
  /** The height of a row until it is measured. */
  rowHeight: number;
  overscan: number;
  /** The body's height while it measures 0 px (before layout, a hidden tab, jsdom). */
  fallbackHeight: number;
  /** False: the rows are in flow (a short list, a state message); the body is let go. */
  enabled: boolean;
}

/** A row the table renders, and its offset from the top of the body in pixels. */
export interface PlacedRow {
  index: number;
  start: number;
}

/** Places a long table's rows: only the window around the scroll position is rendered. */
export interface VirtualBody {
  /** Call in every render, before `rows()`. */
  setOptions(options: VirtualBodyOptions): void;
  /** The rows of the window, with their offsets. */
  rows(): readonly PlacedRow[];
  /** The height of all rows together. */
  totalHeight(): number;
  /** The ref of every rendered row: measures it (a phone-width card is as tall as its content). */
  measureRow(row: Element | null): void;
  /** Call in a layout effect when the body is created; returns its cleanup. */
  mount(): () => void;
  /** Call in a layout effect after every render: follows the scroll element and its size. */
  update(): void;
}

/**
 * The virtual body of a long Table: @tanstack/react-virtual's virtualizer, driven by the Table's
 * own hooks (useVirtualBody) instead of `useVirtualizer`, so that it can arrive after the Table's
 * first render (this module is loaded on demand) without remounting a row: a focused row keeps the
 * focus, the body keeps its scroll position. The glue is the one `useVirtualizer` has: options in
 * render, `_didMount` and `_willUpdate` in layout effects, a re-render on change.
 *
 * @example
 * const body = createVirtualBody(() => bodyRef.current, rerender);
 * body.setOptions({ count: 10_000, rowHeight: 44, overscan: 8, fallbackHeight: 440, enabled: true });
 * body.rows().map(({ index, start }) => <Row key={index} ref={body.measureRow} data-index={index} style={{ transform: `translateY(${start}px)` }} />);
 */
export function createVirtualBody(getBody: () => HTMLDivElement | null, onChange: () => void): VirtualBody {
  let current: VirtualBodyOptions = { count: 0, rowHeight: 0, overscan: 0, fallbackHeight: 0, enabled: false };
  // True while React commits (a row's ref measures it, a layout effect updates): no flushSync then.
  let committing = false;
  const inCommit = (work: () => void) => {
    committing = true;
    try {
      work();
    } finally {
      committing = false;
    }
  };

  // Rows laid out in flow before this code arrived keep the heights they have (phone-width cards
  // are as tall as their content): estimated at 44 px, a card above the scroll position would be
  // "resized" when measured and the virtualizer would shift the scroll position by the difference.
  const laidOut = new Map<number, number>();
  getBody()
    ?.querySelectorAll<HTMLElement>('[data-index]')
    .forEach((row) => {
      if (row.offsetHeight > 0) laidOut.set(Number(row.dataset.index), row.offsetHeight);
    });

  const fixed: Omit<VirtualizerOptions<HTMLDivElement, Element>, 'count'> = {
    getScrollElement: getBody,
    estimateSize: (index) => laidOut.get(index) ?? current.rowHeight,
    // Starts where the rows in flow were scrolled to.
    initialOffset: () => getBody()?.scrollTop ?? 0,
    // Without layout (jsdom, a hidden tab) the body measures 0 px tall; assume the fallback height
    // then, so a sensible window renders instead of nothing.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: current.fallbackHeight })),
    observeElementOffset,
    scrollToFn: elementScroll,
    // A row is `rowHeight` tall, a card as tall as its cells; without layout a row measures 0:
    // keep the row height then.
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : current.rowHeight;
    },
    // While the user scrolls, the next window is drawn in the same frame (no blank rows), as
    // useVirtualizer does; React cannot flush from inside its own commit.
    onChange: (_instance, sync) => (sync && !committing ? flushSync(onChange) : onChange()),
  };
  const resolve = (options: VirtualBodyOptions): VirtualizerOptions<HTMLDivElement, Element> => ({
    ...fixed,
    count: options.count,
    overscan: options.overscan,
    enabled: options.enabled,
    initialRect: { width: 0, height: options.fallbackHeight },
  });
  const virtualizer = new Virtualizer<HTMLDivElement, Element>(resolve(current));

  return {
    setOptions(options) {
      current = options;
      virtualizer.setOptions(resolve(options));
    },
    rows: () => virtualizer.getVirtualItems(),
    totalHeight: () => virtualizer.getTotalSize(),
    measureRow: (row) => inCommit(() => virtualizer.measureElement(row)),
    mount: () => virtualizer._didMount(),
    update: () => inCommit(() => virtualizer._willUpdate()),
  };
}
