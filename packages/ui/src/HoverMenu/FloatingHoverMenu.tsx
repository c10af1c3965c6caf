import {
  FloatingFocusManager,
  FloatingList,
  FloatingNode,
  FloatingPortal,
  FloatingTree,
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  size,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useFloatingParentNodeId,
  useFloatingTree,
  useHover,
  useInteractions,
  useListItem,
  useListNavigation,
  useMergeRefs,
  useRole,
  useTypeahead,
  type Middleware,
  type OpenChangeReason,
} from '@floating-ui/react';
import { useTexts } from '@greenroom/core';
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { createContext, useContext, useEffect, useRef, useState, type HTMLProps, type ReactNode, type RefObject } from 'react';
import { BackItem, Item, MenuPanel, Trigger } from './styles';
import { useNarrowViewport } from './useNarrowViewport';
import { ThemeScope } from '../theme/ThemeScope';
import { uiTextTable } from '../texts';
import type { HoverMenuItem, HoverMenuProps } from './types';

interface MenuContextValue {
  getItemProps: (props?: HTMLProps<HTMLElement>) => Record<string, unknown>;
  activeIndex: number | null;
  setHasFocusInside: (value: boolean) => void;
  /** The menu panel the entries sit in (a phone's submenu is laid over it). */
  panel: HTMLElement | null;
}

/** Gap kept between a menu and the viewport edges, in px. */
const VIEWPORT_MARGIN = 8;

const MenuContext = createContext<MenuContextValue>({
  getItemProps: () => ({}),
  activeIndex: null,
  setHasFocusInside: () => undefined,
  panel: null,
});

interface Settings {
  emptyLabel: string;
  submenuDelay: number;
  backLabel: string;
  onSelect?: (item: HoverMenuItem) => void;
}

interface MenuLevelProps {
  label: string;
  items: HoverMenuItem[];
  settings: Settings;
  disabled?: boolean;
  className?: string;
  /** The root menu starts open (the trigger it replaces was pressed while its code loaded). */
  initialOpen?: boolean;
  /** The root trigger takes the focus on mount (the one it replaces had it). */
  autoFocus?: boolean;
  /** The entry active when it starts open: 0 when a key opened it (as Enter or ArrowDown on the loaded menu does). */
  initialActiveIndex?: number;
}

/** A trigger plus its floating menu; the root level is a button, nested levels are menu items. */
function MenuLevel({ label, items, settings, disabled, className, initialOpen = false, autoFocus, initialActiveIndex }: MenuLevelProps) {
  const [isOpen, setIsOpen] = useState(initialOpen);
  const [hasFocusInside, setHasFocusInside] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [openedByHover, setOpenedByHover] = useState(false);
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  const parent = useContext(MenuContext);

  const tree = useFloatingTree();
  const nodeId = useFloatingNodeId();
  const parentId = useFloatingParentNodeId();
  const item = useListItem({ label });
  const isNested = parentId != null;
  // On a phone a submenu is laid over its parent menu (no room beside it) and starts with Back.
  const replacesParent = useNarrowViewport() && isNested;
  // Read through a ref: floating-ui keeps the first middleware functions (it compares them by source).
  const coverRef = useRef<HTMLElement | null>(null);
  coverRef.current = replacesParent ? parent.panel : null;

  const onOpenChange = (open: boolean, _event?: Event, reason?: OpenChangeReason) => {
    if (open) setOpenedByHover(reason === 'hover' || reason === 'safe-polygon');
    setIsOpen(open);
    // A submenu closed by Escape hands focus back to its item (the top menu's focus manager does this itself).
    if (!open && isNested && reason === 'escape-key') refs.domReference.current?.focus();
  };

  const { floatingStyles, refs, context } = useFloating<HTMLButtonElement>({
    nodeId,
    open: isOpen,
    onOpenChange,
    placement: isNested ? 'right-start' : 'bottom-start',
    middleware: [
      replacesParent ? overPanel(coverRef) : offset({ mainAxis: isNested ? 0 : 4, alignmentAxis: isNested ? -4 : 0 }),
      replacesParent ? null : flip({ padding: VIEWPORT_MARGIN, fallbackPlacements: isNested ? ['left-start'] : undefined }),
      shift({ padding: VIEWPORT_MARGIN, crossAxis: true }),
      size({
        padding: VIEWPORT_MARGIN,
        apply({ availableWidth, availableHeight, elements }) {
          elements.floating.style.maxWidth = `${Math.max(0, availableWidth)}px`;
          // Covers the whole parent menu, so no entry of it shows through beside the submenu.
          elements.floating.style.minWidth = coverRef.current ? `${coverRef.current.offsetWidth}px` : '';
          elements.floating.style.maxHeight = `${Math.max(0, Math.min(availableHeight, 420))}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });

  const interactions = useInteractions([
    useHover(context, {
      enabled: !disabled,
      delay: { open: isNested ? settings.submenuDelay : 0 },
      handleClose: safePolygon({ blockPointerEvents: true }),
    }),
    useClick(context, { enabled: !disabled, event: 'mousedown', toggle: !isNested, ignoreMouse: isNested && !replacesParent }),
    useRole(context, { role: 'menu' }),
    useDismiss(context, { bubbles: { escapeKey: false, outsidePress: true } }),
    useListNavigation(context, { listRef: elementsRef, activeIndex, nested: isNested, onNavigate: setActiveIndex }),
    useTypeahead(context, { listRef: labelsRef, onMatch: isOpen ? setActiveIndex : undefined, activeIndex }),
  ]);

  // Close every menu of the tree when a leaf is chosen, and siblings when a submenu opens.
  useEffect(() => {
    if (!tree) return;
    const closeAll = () => setIsOpen(false);
    const closeSibling = (event: { nodeId: string; parentId: string | null }) => {
      if (event.nodeId !== nodeId && event.parentId === parentId) setIsOpen(false);
    };
    // Tab leaves the whole menu (menus are not in the page's tab order): focus goes back to the
    // button synchronously, so the browser's Tab then moves on from there.
    const leaveByTab = () => {
      if (!isNested) refs.domReference.current?.focus();
      setIsOpen(false);
    };
    tree.events.on('click', closeAll);
    tree.events.on('menuopen', closeSibling);
    tree.events.on('tab', leaveByTab);
    return () => {
      tree.events.off('click', closeAll);
      tree.events.off('menuopen', closeSibling);
      tree.events.off('tab', leaveByTab);
    };
  }, [tree, nodeId, parentId, isNested, refs.domReference]);

  useEffect(() => {
    if (isOpen && tree) tree.events.emit('menuopen', { parentId, nodeId });
  }, [tree, isOpen, nodeId, parentId]);

  // Opened by a key before this code had loaded: once the entries are registered, the first takes
  // the focus, as a key press on the loaded menu would have done.
  const startsAt = useRef(initialOpen ? initialActiveIndex : undefined);
  useEffect(() => {
    const index = startsAt.current;
    if (index === undefined) return;
    // Cleared in the frame, not here: StrictMode's second run of the effect must still see it.
    const frame = requestAnimationFrame(() => {
      startsAt.current = undefined;
      setActiveIndex(index);
      elementsRef.current[index]?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const triggerRef = useMergeRefs([refs.setReference, item.ref]);
  const referenceProps = interactions.getReferenceProps(
    isNested
      ? parent.getItemProps({
          onFocus() {
            setHasFocusInside(false);
            parent.setHasFocusInside(true);
          },
        })
      : {},
  );

  const TriggerElement = isNested ? Item : Trigger;
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const floatingRef = useMergeRefs([refs.setFloating, setPanel]);
  const goBack = () => {
    setIsOpen(false);
    refs.domReference.current?.focus();
  };

  return (
    <FloatingNode id={nodeId}>
      <TriggerElement
        ref={triggerRef}
        type="button"
        data-ui={isNested ? undefined : 'HoverMenu'}
        className={isNested ? undefined : className}
        role={isNested ? 'menuitem' : undefined}
        tabIndex={isNested ? (parent.activeIndex === item.index ? 0 : -1) : undefined}
        disabled={disabled}
        autoFocus={autoFocus}
        data-open={isOpen ? '' : undefined}
        data-focus-inside={hasFocusInside ? '' : undefined}
        {...referenceProps}
      >
        <span>{label}</span>
        {isNested ? <ChevronRight aria-hidden /> : <ChevronDown aria-hidden />}
      </TriggerElement>
      <MenuContext.Provider value={{ activeIndex, setHasFocusInside, getItemProps: interactions.getItemProps, panel }}>
        <FloatingList elementsRef={elementsRef} labelsRef={labelsRef}>
          {isOpen ? (
            // No focus guards: they are tabbable spans inside the parent menu (axe:
            // aria-required-children, aria-hidden-focus). Tab closes the menus instead (above).
            <FloatingPortal preserveTabOrder={false}>
              <ThemeScope>
                <FloatingFocusManager
                  context={context}
                  modal={false}
                  guards={false}
                  initialFocus={isNested || openedByHover ? -1 : 0}
                  returnFocus={!isNested}
                >
                  <MenuPanel
                    ref={floatingRef}
                    data-ui="HoverMenu-menu"
                    style={floatingStyles}
                    {...interactions.getFloatingProps({
                      onKeyDown(event) {
                        if (event.key === 'Tab') tree?.events.emit('tab');
                      },
                    })}
                  >
                    {replacesParent && <MenuBack label={settings.backLabel} onBack={goBack} />}
                    <MenuEntries items={items} settings={settings} />
                  </MenuPanel>
                </FloatingFocusManager>
              </ThemeScope>
            </FloatingPortal>
          ) : null}
        </FloatingList>
      </MenuContext.Provider>
    </FloatingNode>
  );
}

function MenuEntries({ items, settings }: { items: HoverMenuItem[]; settings: Settings }): ReactNode {
  if (items.length === 0) return <MenuLeaf item={{ id: '', label: settings.emptyLabel, disabled: true }} settings={settings} />;
  return items.map((entry) =>
    entry.children ? (
      <MenuLevel key={entry.id} label={entry.label} items={entry.children} settings={settings} disabled={entry.disabled} />
    ) : (
      <MenuLeaf key={entry.id} item={entry} settings={settings} />
    ),
  );
}

/**
 * Props of one menu entry button: its place in the list (for arrows and typeahead; a null label
 * is skipped by typeahead), roving tabindex, and the menu's item handlers around `onClick`.
 */
function useMenuItemProps(label: string | null, onClick: () => void) {
  const menu = useContext(MenuContext);
  const listItem = useListItem({ label });
  return {
    ref: listItem.ref,
    type: 'button' as const,
    role: 'menuitem',
    tabIndex: listItem.index === menu.activeIndex ? 0 : -1,
    ...menu.getItemProps({
      onClick,
      onFocus() {
        menu.setHasFocusInside(true);
      },
    }),
  };
}

/** A phone submenu's first entry: back to the menu it covers (as ArrowLeft and Escape do). */
function MenuBack({ label, onBack }: { label: string; onBack: () => void }) {
  return (
    <BackItem {...useMenuItemProps(label, onBack)}>
      <ChevronLeft aria-hidden />
      {label}
    </BackItem>
  );
}

/** Places a submenu on the top-left corner of its parent menu panel (in the item's coordinates). */
function overPanel(panelRef: RefObject<HTMLElement | null>): Middleware {
  return {
    name: 'overPanel',
    fn({ x, y, rects, elements }) {
      const panel = panelRef.current;
      if (!panel) return { x, y };
      const box = panel.getBoundingClientRect();
      const item = elements.reference.getBoundingClientRect();
      return { x: rects.reference.x + box.left - item.left, y: rects.reference.y + box.top - item.top };
    },
  };
}

function MenuLeaf({ item, settings }: { item: HoverMenuItem; settings: Settings }) {
  const tree = useFloatingTree();
  const itemProps = useMenuItemProps(item.disabled ? null : item.label, () => {
    item.onSelect?.();
    settings.onSelect?.(item);
    tree?.events.emit('click');
  });
  return (
    <Item {...itemProps} disabled={item.disabled}>
      {item.label}
    </Item>
  );
}

/** How the light trigger (HoverMenu.tsx) hands over to the menu once its code is here. */
export interface FloatingHoverMenuProps extends HoverMenuProps {
  initialOpen?: boolean;
  autoFocus?: boolean;
  initialActiveIndex?: number;
}

/**
 * The whole menu (HoverMenu's behaviour, see there), with @floating-ui: loaded by HoverMenu on
 * the first sign of use, so a screen showing a closed menu does not carry floating-ui.
 * @example <FloatingHoverMenu label="Select Project / Space" items={items} initialOpen />
 */
export function FloatingHoverMenu({ label, items, onSelect, emptyLabel, submenuDelay = 75, backLabel, disabled, className, initialOpen, autoFocus, initialActiveIndex }: FloatingHoverMenuProps) {
  const texts = useTexts(uiTextTable);
  const settings: Settings = { emptyLabel: emptyLabel ?? texts.hoverMenu.empty, submenuDelay, backLabel: backLabel ?? texts.hoverMenu.back, onSelect };
  return (
    <FloatingTree>
      <MenuLevel
        label={label}
        items={items}
        settings={settings}
        disabled={disabled}
        className={className}
        initialOpen={initialOpen}
        autoFocus={autoFocus}
        initialActiveIndex={initialActiveIndex}
      />
    </FloatingTree>
  );
}
