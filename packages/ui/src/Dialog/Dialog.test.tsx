import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';
import { Basic, Busy, Error as ErrorStory, WithDescription } from './Dialog.stories';
import { AXE_TIMEOUT, expectNoAxeViolations } from '../testing/axe';
import { simulateInertSupport } from '../testing/inert';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { tokens } from '../theme/tokens';
import { Body, Footer, Panel } from './styles';
import { serverCss } from '../testing/serverCss';

describe('Dialog', () => {
  it('is a modal dialog labelled by its title and described by its description', async () => {
    render(<WithDescription />);
    const dialog = await screen.findByRole('dialog', { name: 'Name Calendar' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Calendars group bookings for a calendar feed.');
    expect(dialog).toHaveAttribute('data-ui', 'Dialog');
  });

  it('moves focus in on open, traps Tab, and closes on Escape returning focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Name Calendar' });
    await waitFor(() => expect(dialog).toHaveFocus());

    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Calendar name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'CANCEL' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'SAVE' })).toHaveFocus();
    // Tabbing past the last button lands on floating-ui's focus guard, which wraps to the first.
    await user.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.tab({ shift: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'SAVE' })).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Edit Calendar Name">
        body
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('only closes on an outside press when asked to', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open onClose={onClose} title="Edit Calendar Name">
        body
      </Dialog>,
    );
    const overlay = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(overlay);
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <Dialog open onClose={onClose} title="Edit Calendar Name" closeOnOutsidePress>
        body
      </Dialog>,
    );
    await user.click(overlay);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when busy: shows a spinner, disables close, Escape and the actions', async () => {
    const user = userEvent.setup();
    render(<Busy />);
    const dialog = await screen.findByRole('dialog', { name: 'Name Calendar' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'CANCEL' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeDisabled();
    // The kit's buttons in the footer are disabled themselves, not only through the fieldset.
    expect(screen.getByRole('button', { name: 'CANCEL' })).toHaveAttribute('disabled');
    expect(screen.getByRole('button', { name: 'SAVE' })).toHaveAttribute('disabled');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('leaves an Escape already claimed inside (preventDefault) to its element, as a drag being cancelled', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    // Like dnd-kit's keyboard sensor: the element claims the key, a document listener then acts on it.
    const heardByDocument = vi.fn();
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') heardByDocument(event.defaultPrevented);
    };
    document.addEventListener('keydown', listener);
    try {
      render(
        <Dialog open onClose={onClose} title="Edit Presentation">
          <button type="button" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}>
            Slide 1
          </button>
          <button type="button">Slide 2</button>
        </Dialog>,
      );
      screen.getByRole('button', { name: 'Slide 1' }).focus();
      await user.keyboard('{Escape}');
      expect(onClose).not.toHaveBeenCalled();
      expect(heardByDocument).toHaveBeenCalledExactlyOnceWith(true);

      // An Escape nobody claimed still closes it, and stops there.
      screen.getByRole('button', { name: 'Slide 2' }).focus();
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(heardByDocument).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('keydown', listener);
    }
  });

  it('closes on Escape pressed while focus is outside the panel', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Edit Calendar Name">
        body
      </Dialog>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape in a dialog opened from a dialog closes only the inner one', async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    render(
      <Dialog open onClose={closeOuter} title="Edit Booking">
        <Dialog open onClose={closeInner} title="Delete Guest">
          <button type="button">CONFIRM</button>
        </Dialog>
      </Dialog>,
    );
    screen.getByRole('button', { name: 'CONFIRM' }).focus();
    await user.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });

  it('shows the error in an alert', async () => {
    render(<ErrorStory />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to save the calendar. Please try again.');
  });

  it('locks page scroll while open', async () => {
    const { unmount } = render(
      <Dialog open onClose={() => undefined} title="Edit Calendar Name">
        body
      </Dialog>,
    );
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    unmount();
    expect(document.body.style.overflow).not.toBe('hidden');
  });
});

describe('Dialog accessibility and theme', () => {
  let restoreInert: () => void = () => undefined;
  afterEach(() => {
    restoreInert();
    vi.restoreAllMocks();
  });

  // In a browser with `inert` (all current ones) the dialog needs no focus-guard spans, which
  // Safari would announce as unnamed buttons (axe aria-command-name).
  it.each([
    ['Safari', 'Apple Computer, Inc.'],
    ['Chrome', 'Google Inc.'],
  ])('has no axe violations when open (%s)', async (_browser, vendor) => {
    restoreInert = simulateInertSupport();
    vi.spyOn(navigator, 'vendor', 'get').mockReturnValue(vendor);
    render(<WithDescription />);
    await screen.findByRole('dialog', { name: 'Name Calendar' });
    expect(document.querySelector('[data-floating-ui-focus-guard]')).toBeNull();
    await expectNoAxeViolations();
  }, AXE_TIMEOUT);

  it('carries the provider mode into its portal', async () => {
    render(
      <GreenroomThemeProvider mode="dark">
        <WithDescription />
      </GreenroomThemeProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Name Calendar' });
    expect(dialog.closest('[data-ui="GreenroomTheme"]')).toBeNull();
    const scope = dialog.closest<HTMLElement>('[data-theme]');
    expect(scope).toHaveAttribute('data-theme', 'dark');
    expect(getComputedStyle(scope as HTMLElement).getPropertyValue('--gr-color-surface')).toBe(tokens.dark['--gr-color-surface']);
  });
});

describe('Dialog on a phone', () => {
  const cssOf = serverCss;

  it('fits the viewport: at most 100vw - 32px wide, body scrolls, actions wrap', () => {
    const css = cssOf(
      <Panel $size="md">
        <Body>x</Body>
        <Footer>y</Footer>
      </Panel>,
    );
    expect(css).toMatch(/max-width:\s*min\(560px,\s*calc\(100vw - 2 \* var\(--gr-space-4\)\)\)/);
    expect(css).toMatch(/max-height:\s*calc\(100dvh - 2 \* var\(--gr-space-4\)\)/);
    expect(css).toMatch(/flex:\s*1 1 auto;[^}]*overflow:\s*auto/);
    expect(css).toMatch(/flex-wrap:\s*wrap;[^}]*justify-content:\s*flex-end/);
  });
});
