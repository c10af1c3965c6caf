// The HoverMenu's public types, apart from the two files that use them (the button and the lazily loaded menu).

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
  /** On a phone a submenu replaces its menu; its first entry goes back. Default 'Back'. */
  backLabel?: string;
  disabled?: boolean;
  className?: string;
}
