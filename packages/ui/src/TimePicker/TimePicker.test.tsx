import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TimePicker } from './TimePicker';
import { Basic, Disabled, Error as ErrorStory } from './TimePicker.stories';

describe('TimePicker', () => {
  it('shows the 24-hour value in a labelled time input', () => {
    render(<Basic />);
    const input = screen.getByLabelText('Start Time');
    expect(input).toHaveAttribute('type', 'time');
    expect(input).toHaveValue('14:30');
    expect(screen.getByText('Value: 14:30')).toBeInTheDocument();
  });

  it('reports a changed time as HH:mm', () => {
    const onChange = vi.fn();
    render(<TimePicker label="Start Time" value="14:30" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Start Time'), { target: { value: '09:05' } });
    expect(onChange).toHaveBeenCalledWith('09:05');
  });

  it('shows the error and marks the field invalid', () => {
    render(<ErrorStory />);
    const input = screen.getByLabelText('End Time');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("End date/time must be after the event's start date/time");
  });

  it('is disabled', () => {
    render(<Disabled />);
    expect(screen.getByLabelText('Start Time')).toBeDisabled();
  });
});
