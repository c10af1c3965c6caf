import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker';
import { Basic, Disabled, Empty, Error as ErrorStory } from './DatePicker.stories';
import { formatDate, parseDate } from './dateText';
import { AXE_TIMEOUT, expectNoAxeViolations } from '../testing/axe';
import { simulateInertSupport } from '../testing/inert';

// jsdom's getComputedStyle is slow (milliseconds a call) and role queries call it for every candidate
// when checking visibility; with a calendar's ~45 buttons open, skip that check (hidden: true) and
// user-event's pointer-events check.
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const byRole = (role: string, name: string) => screen.getByRole(role, { name, hidden: true });
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const calendarButton = () => screen.getByLabelText(/^Choose date for/);

describe('DatePicker', () => {
  it('shows the value as MM/DD/YYYY', () => {
    render(<Basic />);
    expect(field('Select end time (in CST)')).toHaveValue('01/31/2025');
    expect(field('Select end time (in CST)')).toHaveAttribute('placeholder', 'MM/DD/YYYY');
  });

  it('shows a required mark after the label and marks the input required, only when asked', () => {
    const { unmount } = render(<DatePicker label="Start Date" value={null} onChange={() => undefined} required />);
    expect(field('Start Date')).toBeRequired();
    expect(screen.getByText('Start Date', { selector: 'label' })).toHaveTextContent('Start Date*');
    unmount();
    render(<DatePicker label="End Date" value={null} onChange={() => undefined} />);
    expect(field('End Date')).not.toBeRequired();
    expect(screen.getByText('End Date', { selector: 'label' })).toHaveTextContent(/^End Date$/);
  });

  it('TODAY picks the injected today, closes the popover and returns focus', async () => {
    const user = setup();
    render(<Empty />);
    await user.click(calendarButton());
    expect(await screen.findByRole('dialog', { name: 'Start Date', hidden: true })).toBeInTheDocument();
    expect(byRole('grid', 'March 2025')).toBeInTheDocument();
    await user.click(byRole('button', 'TODAY'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Start Date')).toHaveValue('03/14/2025');
    expect(screen.getByText('Chosen: 03/14/2025')).toBeInTheDocument();
    await waitFor(() => expect(calendarButton()).toHaveFocus());
  });

  it('picks a day in the calendar', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<DatePicker label="Start Date" value={new Date(2025, 0, 31)} onChange={onChange} />);
    await user.click(calendarButton());
    await waitFor(() => expect(screen.getByLabelText(/January 31, 2025, selected/)).toHaveFocus());
    await user.click(screen.getByLabelText(/January 15, 2025/));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(new Date(2025, 0, 15));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape without a change', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<DatePicker label="Start Date" value={null} onChange={onChange} today={new Date(2025, 2, 14)} />);
    await user.click(calendarButton());
    await screen.findByRole('dialog', { hidden: true });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(calendarButton()).toHaveFocus());
  });

  it('commits a typed date once it is complete and valid', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<DatePicker label="Start Date" value={null} onChange={onChange} />);
    await user.type(field('Start Date'), '12/25/202');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(field('Start Date'), '4');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(new Date(2024, 11, 25));
  });

  it('flags text that is not a date when leaving the field, without a change', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<DatePicker label="Start Date" value={null} onChange={onChange} />);
    await user.type(field('Start Date'), '02/30/2025');
    expect(field('Start Date')).toBeValid();
    await user.tab();
    expect(field('Start Date')).toBeInvalid();
    expect(field('Start Date')).toHaveAccessibleDescription('Enter a date as MM/DD/YYYY');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clearing the text reports null', async () => {
    const user = setup();
    render(<Basic />);
    await user.clear(field('Select end time (in CST)'));
    expect(screen.getByText('Chosen: (none)')).toBeInTheDocument();
  });

  it('shows the caller error and the disabled state', () => {
    render(
      <>
        <ErrorStory />
        <Disabled />
      </>,
    );
    expect(field('Select end time (in CST)')).toHaveAccessibleDescription('Please select an end date');
    expect(field('Start Date')).toBeDisabled();
    expect(screen.getByLabelText('Choose date for Start Date')).toBeDisabled();
  });
});

describe('date text helpers', () => {
  it('formats and parses MM/DD/YYYY strictly', () => {
    expect(formatDate(new Date(2025, 6, 4))).toBe('07/04/2025');
    expect(formatDate(null)).toBe('');
    expect(parseDate('07/04/2025')).toEqual(new Date(2025, 6, 4));
    expect(parseDate('7/4/2025')).toEqual(new Date(2025, 6, 4));
    expect(parseDate('02/30/2025')).toBeNull();
    expect(parseDate('2025-07-04')).toBeNull();
  });
});

describe('DatePicker accessibility', () => {
  it('has no axe violations, closed and with the calendar open', async () => {
    const restoreInert = simulateInertSupport();
    try {
      const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
      render(<Basic />);
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: /Choose date for/ }));
      await screen.findByRole('grid');
      expect(document.querySelector('[data-floating-ui-focus-guard]')).toBeNull();
      await expectNoAxeViolations();
    } finally {
      restoreInert();
    }
  }, AXE_TIMEOUT);
});
