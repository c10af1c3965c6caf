import { useCallback, useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useSidewaysOverflow } from '../Table/useSidewaysOverflow';
import { Tab, TabList, TabPanel, TabsRoot } from './styles';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
  /** Called when the pointer enters the tab or it takes focus: load the panel's code ahead, so choosing the tab shows it at once. */
  onIntent?: () => void;
}

export interface TabsProps {
  items: TabItem[];
  /** Id of the selected tab. */
  value: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Content of the selected tab's panel; without children no tabpanel is rendered. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** Index of the next enabled item from `from` in `step` direction, wrapping; -1 if none. */
function nextEnabled(items: TabItem[], from: number, step: 1 | -1): number {
  for (let i = 1; i <= items.length; i++) {
    const index = (from + step * i + items.length) % items.length;
    if (!items[index].disabled) return index;
  }
  return -1;
}

/** Scrolls `list` sideways just enough to show all of `tab` (no page scroll, unlike scrollIntoView). */
function scrollTabIntoView(list: HTMLElement, tab: HTMLElement): void {
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start < list.scrollLeft) list.scrollLeft = start;
  else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
}

/**
 * WAI-ARIA tabs with automatic activation: Arrow Left/Right, Home and End move focus and select,
 * skipping disabled tabs. Controlled; the children are the selected tab's panel. The tabs stay in
 * one row with whole labels; narrower than them (a phone), the row scrolls sideways, fades at each
 * edge where more tabs lie, and keeps the selected tab in view.
 *
 * @example
 * <Tabs label="Space" value={tab} onChange={setTab} items={[
 *   { id: 'bookings', label: 'Bookings' },
 *   { id: 'branding', label: 'Branding', disabled: loading },
 * ]}>
 *   {tab === 'bookings' ? <Bookings /> : <Branding />}
 * </Tabs>
 */
export function Tabs({ items, value, onChange, label, children, className, style }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const listRef = useRef<HTMLDivElement | null>(null);
  const [sidewaysRef, sideways] = useSidewaysOverflow<HTMLDivElement>();
  const setListRef = useCallback(
    (node: HTMLDivElement | null) => {
      listRef.current = node;
      sidewaysRef(node);
    },
    [sidewaysRef],
  );
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  const selectedIndex = items.findIndex((item) => item.id === value);
  const hasPanel = children !== undefined && selectedIndex !== -1;
  // The one tab reachable with Tab: the selected one, or the first enabled tab if it cannot be.
  const focusIndex =
    selectedIndex !== -1 && !items[selectedIndex].disabled ? selectedIndex : nextEnabled(items, -1, 1);

  useEffect(() => {
    const tab = tabRefs.current[selectedIndex];
    if (listRef.current && tab) scrollTabIntoView(listRef.current, tab);
  }, [selectedIndex]);

  const activate = (index: number) => {
    if (index === -1) return;
    tabRefs.current[index]?.focus();
    if (items[index].id !== value) onChange(items[index].id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabRefs.current.findIndex((tab) => tab === event.target);
    if (current === -1) return;
    const targets: Record<string, () => number> = {
      ArrowRight: () => nextEnabled(items, current, 1),
      ArrowLeft: () => nextEnabled(items, current, -1),
      Home: () => nextEnabled(items, -1, 1),
      End: () => nextEnabled(items, items.length, -1),
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    activate(target());
  };

  return (
    <TabsRoot data-ui="Tabs" className={className} style={style}>
      <TabList
        ref={setListRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-more-end={sideways.moreToEnd ? '' : undefined}
        data-more-start={sideways.moreToStart ? '' : undefined}
        onKeyDown={handleKeyDown}
      >
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <Tab
              key={item.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected && hasPanel ? panelId : undefined}
              tabIndex={index === focusIndex ? 0 : -1}
              disabled={item.disabled}
              data-tab-id={item.id}
              onClick={() => activate(index)}
              onPointerEnter={item.onIntent}
              onFocus={item.onIntent}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {hasPanel && (
        <TabPanel role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0}>
          {children}
        </TabPanel>
      )}
    </TabsRoot>
  );
}
