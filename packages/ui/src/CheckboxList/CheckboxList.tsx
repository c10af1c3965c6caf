import { measureElement, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { Detail, EmptyRow, ListRoot, ListSizer, ListRow } from './styles';

export interface CheckboxListProps<T> {
  /** Accessible name of the list. */
  label: string;
  items: readonly T[];
  getId: (item: T) => string;
  /** The checkbox's visible label, also its accessible name. */
  getLabel: (item: T) => string;
  /** More about an item after its checkbox (a state, a reason); wraps on a narrow screen. */
  renderDetail?: (item: T) => ReactNode;
  /** The ids that are checked: a Set, so a row asks in constant time. */
  selected: ReadonlySet<string>;
  /** A checkbox was toggled by click, Space or touch. */
  onToggle: (item: T, checked: boolean) => void;
  /** Largest height of the scrolling list in pixels; it never takes more than 40% of the viewport's height. Default 320. */
  height?: number;
  /** Height of a one-line row in pixels (a row with a wrapped detail is measured). Default 40. */
  rowHeight?: number;
  /** Extra rows rendered above and below the visible window. Default 6. */
  overscan?: number;
  /** Shown (polite status) instead of the list when there are no items. */
  emptyText?: ReactNode;
  disabled?: boolean;
}

/** Keys that move the focus inside the list, and where to. */
const MOVES: Record<string, (index: number, last: number, page: number) => number> = {
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowUp: (i) => Math.max(i - 1, 0),
  PageDown: (i, last, page) => Math.min(i + page, last),
  PageUp: (i, _last, page) => Math.max(i - page, 0),
  Home: () => 0,
  End: (_i, last) => last,
};

/**
 * A long list of labelled checkboxes (people to send to, items to pick) that stays fast with
 * 10,000 items: only the visible window is in the DOM (@tanstack/react-virtual, like Table), the
 * checked state is read from a Set, and a row re-renders only when its own item or state changes.
 * Keyboard: Tab enters the list on one checkbox (and leaves it with the next Tab), Arrow Up/Down,
 * Page Up/Down, Home and End move between checkboxes (scrolling them into view), Space toggles.
 * Each row is a listitem with its position in the whole list (aria-posinset / aria-setsize), so a
 * screen reader says '3 of 9,999' although only a few rows exist.
 *
 * @example
 * <CheckboxList label="Attendees" items={people} getId={(p) => p.id} getLabel={(p) => p.name}
 *   selected={chosen} onToggle={(p, on) => setChosen(toggle(chosen, p.id, on))} />
 */
export function CheckboxList<T>({
  label,
  items,
  getId,
  getLabel,
  renderDetail,
  selected,
  onToggle,
  height = 320,
  rowHeight = 40,
  overscan = 6,
  emptyText,
  disabled = false,
}: CheckboxListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The checkbox that takes the focus when Tab enters the list (roving tabindex).
  const [active, setActive] = useState(0);
  const focusWanted = useRef<number | null>(null);
  const last = items.length - 1;
  const current = Math.min(active, Math.max(last, 0));
  const fallbackHeight = Math.min(height, Math.max(items.length, 1) * rowHeight);

  // Without layout (jsdom, a hidden tab) the list measures 0 px tall: assume its largest height.
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: fallbackHeight })),
    [fallbackHeight],
  );
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 0, height: fallbackHeight },
    observeElementRect: observeRect,
    getItemKey: (index) => getId(items[index]),
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : rowHeight;
    },
  });
  const rows = virtualizer.getVirtualItems();
  // A checkbox scrolled out of the DOM cannot take the focus: then the first one shown does.
  const tabbable = rows.some((row) => row.index === current) ? current : (rows[0]?.index ?? 0);

  // After a key moved the focus to a row that was not rendered yet: focus it once it is.
  useEffect(() => {
    const wanted = focusWanted.current;
    if (wanted === null) return;
    const input = scrollRef.current?.querySelector<HTMLInputElement>(`input[data-row="${wanted}"]`);
    if (!input) return;
    focusWanted.current = null;
    input.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const from = Number((event.target as HTMLElement).getAttribute('data-row'));
    if (!move || Number.isNaN(from) || items.length === 0) return;
    event.preventDefault();
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight || fallbackHeight) / rowHeight) - 1);
    const to = move(from, last, page);
    setActive(to);
    focusWanted.current = to;
    virtualizer.scrollToIndex(to, { align: 'auto' });
  };

  if (items.length === 0) {
    return (
      <EmptyRow data-ui="CheckboxList" role="status">
        {emptyText}
      </EmptyRow>
    );
  }

  return (
    <ListRoot ref={scrollRef} data-ui="CheckboxList" role="list" aria-label={label} $maxHeight={height} onKeyDown={onKeyDown}>
      <ListSizer style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const item = items[row.index];
          const id = getId(item);
          return (
            <ListRow
              key={row.key}
              ref={virtualizer.measureElement}
              role="listitem"
              aria-posinset={row.index + 1}
              aria-setsize={items.length}
              data-index={row.index}
              $minHeight={rowHeight}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <Checkbox
                label={getLabel(item)}
                checked={selected.has(id)}
                disabled={disabled}
                tabIndex={row.index === tabbable ? 0 : -1}
                data-row={row.index}
                onFocus={() => setActive(row.index)}
                onCheckedChange={(on) => onToggle(item, on)}
              />
              {renderDetail && <Detail>{renderDetail(item)}</Detail>}
            </ListRow>
          );
        })}
      </ListSizer>
    </ListRoot>
  );
}
