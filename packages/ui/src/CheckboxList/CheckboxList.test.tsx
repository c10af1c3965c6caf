import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AXE_TIMEOUT, expectNoAxeViolations } from '../testing/axe';
import { Basic, Empty, TenThousand } from './CheckboxList.stories';

const list = () => screen.getByRole('list', { name: 'Guests' });
const boxes = () => within(list()).getAllByRole('checkbox');

describe('CheckboxList', () => {
  it('puts only a window of 9,999 items in the page, each row placed in the whole list', () => {
    render(<TenThousand />);
    // 320 px / 40 px = 8 visible rows plus 6 overscan.
    expect(boxes().length).toBeGreaterThanOrEqual(8);
    expect(boxes().length).toBeLessThanOrEqual(14);
    expect(boxes()[0]).toHaveAccessibleName('Guest 1');
    const first = within(list()).getAllByRole('listitem')[0];
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '9999');
    expect(screen.queryByRole('checkbox', { name: 'Guest 9999' })).not.toBeInTheDocument();
  });

  it('renders the rows around the scroll position', () => {
    render(<TenThousand />);
    Object.defineProperty(list(), 'scrollTop', { configurable: true, value: 40 * 5000 });
    act(() => {
      fireEvent.scroll(list());
    });
    expect(screen.getByRole('checkbox', { name: 'Guest 5001' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Guest 1' })).not.toBeInTheDocument();
  });

  it('toggles by click and by Space, reading the checked state from the Set', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    await user.click(screen.getByRole('checkbox', { name: 'Alan Turing' }));
    expect(screen.getByText('1 chosen')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Alan Turing' })).toBeChecked();
    act(() => screen.getByRole('checkbox', { name: 'Grace Hopper' }).focus());
    await user.keyboard(' ');
    expect(screen.getByText('2 chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Alan Turing' }));
    expect(screen.getByText('1 chosen')).toBeInTheDocument();
  });

  it('is one Tab stop: Tab enters on one checkbox, the arrows and Home/End move the focus, Tab leaves', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Ada Lovelace' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Grace Hopper' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('checkbox', { name: 'Katherine Johnson' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(screen.getByRole('checkbox', { name: 'Ada Lovelace' })).toHaveFocus();
    expect(boxes().filter((box) => box.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('moves the focus to a row that was not rendered yet (End in 9,999)', async () => {
    const user = userEvent.setup();
    render(<TenThousand />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Guest 1' })).toHaveFocus();
    const list = screen.getByRole('list', { name: 'Guests' });
    // jsdom has no layout and does not scroll: the list gets its sizes, and its scrollTop follows
    // what the virtualizer asks for.
    let top = 0;
    Object.defineProperty(list, 'scrollTop', { configurable: true, get: () => top });
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 40 * 9999 });
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: 320 });
    list.scrollTo = ((options: ScrollToOptions) => {
      top = options.top ?? top;
      fireEvent.scroll(list);
    }) as typeof list.scrollTo;
    await user.keyboard('{End}');
    expect(await screen.findByRole('checkbox', { name: 'Guest 9999' })).toHaveFocus();
  });

  it('shows the detail beside the label as text, not only a tooltip', () => {
    render(<Basic />);
    const alan = screen.getByRole('checkbox', { name: 'Alan Turing' }).closest('[role="listitem"]') as HTMLElement;
    expect(alan).toHaveTextContent('Failed: 550 Mailbox full');
  });

  it('says its empty text as a status instead of an empty list', () => {
    render(<Empty />);
    expect(screen.getByRole('status')).toHaveTextContent('Nobody to show.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it(
    'has no axe violations',
    async () => {
      render(<Basic />);
      await expectNoAxeViolations();
    },
    AXE_TIMEOUT,
  );
});
