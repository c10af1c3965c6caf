import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HoverMenu, preloadHoverMenu } from './HoverMenu';
import { NARROW_MENU_QUERY } from './useNarrowViewport';
import { Basic, Disabled, Empty } from './HoverMenu.stories';
import { AXE_TIMEOUT, expectNoAxeViolations } from '../testing/axe';
import { simulateInertSupport } from '../testing/inert';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';

const trigger = () => screen.getByRole('button', { name: 'Select Project / Space' });
const item = (name: string) => screen.getByRole('menuitem', { name });

/**
 * Fake timers that Testing Library also drives: its async wrapper only advances fake timers when it
 * sees a `jest` global, so lend it one backed by vitest.
 */
function useFakeTimersForTestingLibrary() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Renders the Basic story (three projects with spaces) with a real-time user. */
function renderBasic() {
  const user = userEvent.setup();
  render(<Basic />);
  return user;
}

/** Presses a key, then waits until the named menu item has focus. */
async function pressThenFocus(user: UserEvent, key: string, focused: string) {
  await user.keyboard(key);
  await waitFor(() => expect(item(focused)).toHaveFocus());
}

/** Renders Basic and opens it with ArrowDown from the button: focus on the first project. */
async function openByKeyboard() {
  const user = renderBasic();
  trigger().focus();
  await pressThenFocus(user, '{ArrowDown}', 'Annual Gala');
  return user;
}

/** As openByKeyboard, then ArrowRight into Annual Gala's submenu: focus on Ballroom. */
async function openSubmenuByKeyboard() {
  const user = await openByKeyboard();
  await pressThenFocus(user, '{ArrowRight}', 'Ballroom');
  return user;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// First, while the menu's code has not been loaded on this page (the module keeps it once loaded).
describe('HoverMenu before its code is here', () => {
  it('draws only the closed button; a press loads the menu and opens it with the focus in it', async () => {
    render(<Basic />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveAttribute('data-ui', 'HoverMenu');
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: 'Select Project / Space' }, { timeout: 10_000 });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual(['Annual Gala', 'Board Summit', 'Customer Days']);
  });
});

describe('HoverMenu', () => {
  beforeAll(async () => {
    await preloadHoverMenu();
  });

  it('is a closed menu button', () => {
    render(<Basic />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on hover and closes when the pointer leaves for elsewhere', async () => {
    const user = renderBasic();
    await user.hover(trigger());
    expect(screen.getByRole('menu', { name: 'Select Project / Space' })).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([
      'Annual Gala',
      'Board Summit',
      'Customer Days',
    ]);
    // jsdom has no layout, so any move off the trigger counts as leaving away from the menu.
    await user.hover(screen.getByText('Chosen: none'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens a submenu after the pointer rests on a project, and a click picks a space', async () => {
    const user = useFakeTimersForTestingLibrary();
    render(<Basic />);
    await user.click(trigger());
    await user.hover(item('Annual Gala'));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByRole('menu', { name: 'Annual Gala' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('menu', { name: 'Annual Gala' })).toBeInTheDocument();
    expect(item('Annual Gala')).toHaveAttribute('aria-expanded', 'true');

    // Without layout, safePolygon cannot tell a move towards the submenu from a move away, so
    // click the space in place instead of moving the pointer onto it.
    fireEvent.click(item('Lobby'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByText('Chosen: Lobby')).toBeInTheDocument();
  });

  it('opens with ArrowDown, moves with arrows, opens a submenu with ArrowRight and closes it with ArrowLeft', async () => {
    const user = await openByKeyboard();
    await user.keyboard('{ArrowDown}');
    expect(item('Board Summit')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('menu', { name: 'Board Summit' })).toBeInTheDocument();
    await waitFor(() => expect(item('Main Hall')).toHaveFocus());

    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByRole('menu', { name: 'Board Summit' })).not.toBeInTheDocument();
    await waitFor(() => expect(item('Board Summit')).toHaveFocus());

    await pressThenFocus(user, '{ArrowRight}', 'Main Hall');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByText('Chosen: Main Hall')).toBeInTheDocument();
  });

  it('opens with Enter and Escape closes it, returning focus to the trigger', async () => {
    const user = renderBasic();
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu', { name: 'Select Project / Space' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('Escape in a submenu closes only that submenu', async () => {
    const user = await openSubmenuByKeyboard();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu', { name: 'Annual Gala' })).not.toBeInTheDocument();
    expect(screen.getByRole('menu', { name: 'Select Project / Space' })).toBeInTheDocument();
    await waitFor(() => expect(item('Annual Gala')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it("calls an item's onSelect once", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<HoverMenu label="Admin Menu" items={[{ id: 'a', label: 'SPACE', onSelect }]} />);
    await user.click(screen.getByRole('button', { name: 'Admin Menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'SPACE' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('shows a disabled placeholder for empty menus and submenus', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    await user.click(trigger());
    expect(await screen.findByRole('menuitem', { name: 'No projects' })).toBeDisabled();
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    render(<Disabled />);
    await user.hover(trigger());
    expect(trigger()).toBeDisabled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('HoverMenu on a phone (narrow viewport)', () => {
  /** A viewport that matches the narrow-menu query, as a 390 px phone does. */
  function narrowViewport() {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === NARROW_MENU_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  }

  it('lays a submenu over its menu with Back first; Back returns to the menu, still open', async () => {
    narrowViewport();
    const user = renderBasic();
    await user.click(trigger());
    fireEvent.click(item('Annual Gala'));
    const submenu = await screen.findByRole('menu', { name: 'Annual Gala' });
    expect(within(submenu).getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual(['Back', 'Ballroom', 'Lobby']);
    await user.click(within(submenu).getByRole('menuitem', { name: 'Back' }));
    expect(screen.queryByRole('menu', { name: 'Annual Gala' })).not.toBeInTheDocument();
    expect(screen.getByRole('menu', { name: 'Select Project / Space' })).toBeInTheDocument();
    await waitFor(() => expect(item('Annual Gala')).toHaveFocus());
  });

  it('works from the keyboard: ArrowRight opens on Back, ArrowDown then Enter picks a space', async () => {
    narrowViewport();
    const user = await openByKeyboard();
    await user.keyboard('{ArrowDown}');
    expect(item('Board Summit')).toHaveFocus();
    await pressThenFocus(user, '{ArrowRight}', 'Back');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu', { name: 'Board Summit' })).not.toBeInTheDocument();
    await waitFor(() => expect(item('Board Summit')).toHaveFocus());
    await pressThenFocus(user, '{ArrowRight}', 'Back');
    await user.keyboard('{ArrowDown}');
    expect(item('Main Hall')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByText('Chosen: Main Hall')).toBeInTheDocument();
  });

  it('has no Back entry where the submenu fits beside its menu', async () => {
    await openSubmenuByKeyboard();
    expect(screen.queryByRole('menuitem', { name: 'Back' })).not.toBeInTheDocument();
  });
});

describe('HoverMenu accessibility and theme', () => {
  let restoreInert: () => void = () => undefined;
  afterEach(() => {
    restoreInert();
    vi.restoreAllMocks();
  });

  // floating-ui renders its focus guards as role=button spans in Safari and as tabbable
  // aria-hidden spans elsewhere; jsdom's navigator.vendor says Apple, so check both.
  it.each([
    ['Safari', 'Apple Computer, Inc.'],
    ['Chrome', 'Google Inc.'],
  ])('an open menu and submenu have no axe violations (%s)', async (_browser, vendor) => {
    restoreInert = simulateInertSupport();
    vi.spyOn(navigator, 'vendor', 'get').mockReturnValue(vendor);
    await openSubmenuByKeyboard();
    expect(document.querySelector('[data-floating-ui-focus-guard]')).toBeNull();
    const menu = screen.getByRole('menu', { name: 'Select Project / Space' });
    const shownChildren = Array.from(menu.children).filter((child) => !child.hasAttribute('aria-hidden'));
    expect(shownChildren.map((child) => child.getAttribute('role'))).toEqual(['menuitem', 'menuitem', 'menuitem']);
    await expectNoAxeViolations();
  }, AXE_TIMEOUT);

  it('Tab in a submenu closes every menu and puts focus on the button, for Tab to move on from', async () => {
    await openSubmenuByKeyboard();
    // Only the keydown: the browser's default Tab then starts from the newly focused button,
    // which jsdom does not model.
    fireEvent.keyDown(item('Ballroom'), { key: 'Tab' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger()).toHaveFocus();
  });

  it('carries the provider mode into its portalled menu', async () => {
    const user = userEvent.setup();
    render(
      <GreenroomThemeProvider mode="dark">
        <Basic />
      </GreenroomThemeProvider>,
    );
    await user.click(trigger());
    const menu = await screen.findByRole('menu', { name: 'Select Project / Space' });
    expect(menu.closest('[data-ui="GreenroomTheme"]')).toBeNull();
    expect(menu.closest('[data-theme]')).toHaveAttribute('data-theme', 'dark');
  });
});
