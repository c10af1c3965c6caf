import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StaticCalendar } from './StaticCalendar';
import { Basic, Disabled } from './StaticCalendar.stories';
import { AXE_TIMEOUT, expectNoAxeViolations } from '../testing/axe';
import { dayButtonLabel } from './dayLabel';

// Label queries and no pointer-events check: jsdom's getComputedStyle is slow over a calendar's ~40 buttons.
describe('StaticCalendar', () => {
  it('shows the month of the value, labelled by its title', () => {
    render(<Basic />);
    expect(screen.getByRole('grid', { name: 'March 2025' })).toBeInTheDocument();
    expect(screen.getByText('Select Date')).toBeInTheDocument();
    expect(screen.getByLabelText(/March 14, 2025, selected/)).toBeInTheDocument();
  });

  it('picks a day', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<Basic />);
    await user.click(screen.getByLabelText(/March 20, 2025/));
    expect(screen.getByText('Bookings on 03/20/2025')).toBeInTheDocument();
  });

  it('moves between months and keeps the chosen day when clicked again', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onChange = vi.fn();
    render(<StaticCalendar value={new Date(2025, 2, 14)} onChange={onChange} today={new Date(2025, 2, 14)} />);
    await user.click(screen.getByLabelText(/next month/i));
    expect(screen.getByRole('grid', { name: 'April 2025' })).toBeInTheDocument();
    await user.click(screen.getByLabelText(/April 2, 2025/));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 3, 2));
  });

  it('follows a value changed from outside', () => {
    const { rerender } = render(<StaticCalendar value={new Date(2025, 2, 14)} onChange={() => undefined} />);
    rerender(<StaticCalendar value={new Date(2024, 11, 25)} onChange={() => undefined} />);
    expect(screen.getByRole('grid', { name: 'December 2024' })).toBeInTheDocument();
  });

  it('does not pick disabled days', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<Disabled />);
    expect(screen.getByLabelText(/March 10, 2025/)).toBeDisabled();
    await user.click(screen.getByLabelText(/March 10, 2025/));
    expect(screen.queryByLabelText(/selected/)).not.toBeInTheDocument();
  });
});

describe('StaticCalendar accessibility', () => {
  it('has no axe violations', async () => {
    render(<Basic />);
    await expectNoAxeViolations();
  }, AXE_TIMEOUT);

  // axe's label-content-name-mismatch cannot run in jsdom (it needs a canvas), so the rule it
  // checks is asserted directly: each day button's name holds its visible number as a word.
  it("names each day button with its visible day number as a word (label in name)", () => {
    render(<Basic />);
    const dayButtons = screen.getByRole('grid').querySelectorAll('button');
    expect(dayButtons.length).toBeGreaterThan(27);
    for (const button of dayButtons) {
      const words = (button.getAttribute('aria-label') ?? '').split(/[^0-9A-Za-z]+/);
      expect(words, button.getAttribute('aria-label') ?? '').toContain(button.textContent);
    }
    expect(screen.getByRole('button', { name: 'Today, Friday, March 14, 2025, selected' })).toHaveTextContent('14');
  });

  it('labels days with weekday, month, day number and year', () => {
    expect(dayButtonLabel(new Date(2026, 10, 1), {})).toBe('Sunday, November 1, 2026');
    expect(dayButtonLabel(new Date(2026, 10, 1), { today: true, selected: true })).toBe('Today, Sunday, November 1, 2026, selected');
  });
});
