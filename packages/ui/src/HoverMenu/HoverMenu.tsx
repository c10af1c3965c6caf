import { ChevronDown } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { FloatingHoverMenu as FloatingHoverMenuType } from './FloatingHoverMenu';
import { loadOnce } from '../internal/loadOnce';
import { Trigger } from './styles';
import type { HoverMenuProps } from './types';

export type { HoverMenuItem, HoverMenuProps } from './types';

// The menu's code, loaded once for every HoverMenu of the page; a failed load is tried again.
const menuCode = loadOnce(() => import('./FloatingHoverMenu').then((module) => module.FloatingHoverMenu));

/**
 * Loads the menu's code (HoverMenu does so on the first sign of use). Tests and stories call it
 * ahead so that every HoverMenu renders the whole menu at once.
 * @example await preloadHoverMenu();
 */
export function preloadHoverMenu(): Promise<typeof FloatingHoverMenuType> {
  return menuCode.load();
}

/** Keys that open the menu from its button (as the loaded menu's own keyboard handling does). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A menu button that opens on hover (with a safe triangle towards the menu) and on click, Enter,
 * Space or ArrowDown. Items with children open submenus on hover or ArrowRight; ArrowLeft or
 * Escape closes a submenu, Escape on the top menu returns focus to the button. Arrow keys and
 * typing move between items. On a phone (under 600 px) a submenu opens on a tap and is laid over
 * its menu, with a Back entry first. Until it is first pointed at, focused or pressed, only the
 * button is drawn: the menu's code (with @floating-ui) loads then, and a press made meanwhile
 * opens the menu once it is there.
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
export function HoverMenu(props: HoverMenuProps) {
  // How the button was used before the menu's code was here: pressed (open it) and focused.
  const [use, setUse] = useState<{ open: boolean; focused: boolean; byKey: boolean } | null>(null);
  const [, setArrived] = useState(false);
  const Loaded = menuCode.loaded();
  // The loaded menu takes over the button, focused and open as the user left it.
  if (Loaded) return <Loaded {...props} initialOpen={use?.open} autoFocus={use?.focused} initialActiveIndex={use?.byKey ? 0 : undefined} />;
  const want = (open: boolean, focused: boolean, byKey = false) => {
    setUse((current) => ({ open: open || Boolean(current?.open), focused: focused || Boolean(current?.focused), byKey: byKey || Boolean(current?.byKey) }));
    // The button stays (and keeps the focus) until the code is here; a failed load leaves it, the next use tries again.
    preloadHoverMenu().then(
      () => setArrived(true),
      () => undefined,
    );
  };
  return (
    <Trigger
      type="button"
      data-ui="HoverMenu"
      className={props.className}
      disabled={props.disabled}
      aria-haspopup="menu"
      aria-expanded="false"
      onPointerEnter={() => want(false, false)}
      onFocus={() => want(false, true)}
      onBlur={() => setUse((current) => current && { ...current, focused: false })}
      onClick={() => want(true, true)}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        want(true, true, true);
      }}
    >
      <span>{props.label}</span>
      <ChevronDown aria-hidden />
    </Trigger>
  );
}
