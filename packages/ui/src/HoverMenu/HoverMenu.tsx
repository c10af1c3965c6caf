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
  type OpenChangeReason,
} from '@floating-ui/react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { createContext, useContext, useEffect, useRef, useState, type HTMLProps, type ReactNode } from 'react';
import { Item, MenuPanel, Trigger } from './styles';
import { ThemeScope } from '../theme/ThemeScope';

/** One entry of a HoverMenu; an entry with `children` opens a submenu. */
export interface HoverMenuItem {
  id: string;
  label: string;
  children?: HoverMenuItem[];
  onSelect?: () => void;
  disabled?: boolean;
}

export interface HoverMenuProps {
  /** Text of the trigger button, e.g. 'Select Project / Space'. */
  label: string;
  items: HoverMenuItem[];
  /** Called for every chosen leaf item (after the item's own onSelect). */
  onSelect?: (item: HoverMenuItem) => void;
  /** Shown (disabled) in a menu or submenu without entries. Default 'No items'. */
  emptyLabel?: string;
  /** Milliseconds the pointer rests on an entry before its submenu opens. Default 75. */
  submenuDelay?: number;
  disabled?: boolean;
  className?: string;
}

interface MenuContextValue {
  getItemProps: (props?: HTMLProps<HTMLElement>) => Record<string, unknown>;
  activeIndex: number | null;
  setHasFocusInside: (value: boolean) => void;
}

/** Gap kept between a menu and the viewport edges, in px. */
const VIEWPORT_MARGIN = 8;

const MenuContext = createContext<MenuContextValue>({
  getItemProps: () => ({}),
  activeIndex: null,
  setHasFocusInside: () => undefined,
});

interface Settings {
  emptyLabel: string;
  submenuDelay: number;
  onSelect?: (item: HoverMenuItem) => void;
}

interface MenuLevelProps {
  label: string;
  items: HoverMenuItem[];
  settings: Settings;
  disabled?: boolean;
  className?: string;
}

/** A trigger plus its floating menu; the root level is a button, nested levels are menu items. */
function MenuLevel({ label, items, settings, disabled, className }: MenuLevelProps) {
  const [isOpen, setIsOpen] = useState(false);
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
      offset({ mainAxis: isNested ? 0 : 4, alignmentAxis: isNested ? -4 : 0 }),
      // A submenu with no room on either side (a phone) opens below its item, over the parent menu.
      flip({ padding: VIEWPORT_MARGIN, fallbackPlacements: isNested ? ['left-start', 'bottom-start', 'bottom-end'] : undefined }),
      shift({ padding: VIEWPORT_MARGIN, crossAxis: true }),
      size({
        padding: VIEWPORT_MARGIN,
        apply({ availableWidth, availableHeight, elements }) {
          elements.floating.style.maxWidth = `${Math.max(0, availableWidth)}px`;
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
    useClick(context, { enabled: !disabled, event: 'mousedown', toggle: !isNested, ignoreMouse: isNested }),
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
        data-open={isOpen ? '' : undefined}
        data-focus-inside={hasFocusInside ? '' : undefined}
        {...referenceProps}
      >
        <span>{label}</span>
        {isNested ? <ChevronRight aria-hidden /> : <ChevronDown aria-hidden />}
      </TriggerElement>
      <MenuContext.Provider value={{ activeIndex, setHasFocusInside, getItemProps: interactions.getItemProps }}>
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
                    ref={refs.setFloating}
                    data-ui="HoverMenu-menu"
                    style={floatingStyles}
                    {...interactions.getFloatingProps({
                      onKeyDown(event) {
                        if (event.key === 'Tab') tree?.events.emit('tab');
                      },
                    })}
                  >
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

function MenuLeaf({ item, settings }: { item: HoverMenuItem; settings: Settings }) {
  const menu = useContext(MenuContext);
  const listItem = useListItem({ label: item.disabled ? null : item.label });
  const tree = useFloatingTree();
  return (
    <Item
      ref={listItem.ref}
      type="button"
      role="menuitem"
      tabIndex={listItem.index === menu.activeIndex ? 0 : -1}
      disabled={item.disabled}
      {...menu.getItemProps({
        onClick() {
          item.onSelect?.();
          settings.onSelect?.(item);
          tree?.events.emit('click');
        },
        onFocus() {
          menu.setHasFocusInside(true);
        },
      })}
    >
      {item.label}
    </Item>
  );
}

/**
 * A menu button that opens on hover (with a safe triangle towards the menu) and on click, Enter,
 * Space or ArrowDown. Items with children open submenus on hover or ArrowRight; ArrowLeft or
 * Escape closes a submenu, Escape on the top menu returns focus to the button. Arrow keys and
 * typing move between items.
 *
 * @example
 * <HoverMenu
 *   label="Select Project / Space"
 *   items={projects.map((project) => ({
 *     id: project.projectID,
 *     label: project.projectName,
 *     children: project.spaces.map((space) => ({
 *       id: space.spaceID,
 *       label: space.spaceName,
 *       onSelect: () => openSpace(space.spaceID),
 *     })),
 *   }))}
 * />
 */
export function HoverMenu({ label, items, onSelect, emptyLabel = 'No items', submenuDelay = 75, disabled, className }: HoverMenuProps) {
  const settings: Settings = { emptyLabel, submenuDelay, onSelect };
  return (
    <FloatingTree>
      <MenuLevel label={label} items={items} settings={settings} disabled={disabled} className={className} />
    </FloatingTree>
  );
}
