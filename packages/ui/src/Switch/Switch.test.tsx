import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';
import { Basic, Busy, Disabled } from './Switch.stories';

afterEach(() => {
  vi.useRealTimers();
});

describe('Switch', () => {
  it('is a named switch that toggles on click', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    const toggle = screen.getByRole('switch', { name: 'Show hidden items' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByText('Show hidden items'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('toggles with Space and Enter after Tab focus', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    await user.tab();
    const toggle = screen.getByRole('switch', { name: 'Show hidden items' });
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('reports the requested state without moving on its own', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch label="Hidden" checked onChange={onChange} />);
    await user.click(screen.getByRole('switch', { name: 'Hidden' }));
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });

  it('while busy shows a spinner, keeps focus and ignores presses; moves when the save ends', () => {
    vi.useFakeTimers();
    render(<Busy />);
    const toggle = screen.getByRole('switch', { name: 'Doors open' });
    toggle.focus();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('ignores clicks and keys while busy', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch label="Doors open" checked={false} busy onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Doors open' });
    await user.click(toggle);
    await user.keyboard(' ');
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
  });

  it('disabled switches do not change', async () => {
    const user = userEvent.setup();
    render(<Disabled />);
    const on = screen.getByRole('switch', { name: 'Enabled slot' });
    expect(on).toBeDisabled();
    expect(on).toHaveAttribute('aria-checked', 'true');
    await user.click(on);
    expect(on).toHaveAttribute('aria-checked', 'true');
  });
});
