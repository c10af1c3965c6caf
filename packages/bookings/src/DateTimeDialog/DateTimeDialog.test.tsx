import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Basic, NoTimezone, SilentFailure } from './DateTimeDialog.stories';

describe('DateTimeDialog', () => {
  it('shows the time in the chosen zone and saves the wall time entered there', async () => {
    const onSave = vi.fn();
    const { user } = renderStory(Basic, { args: { onSave } });
    const dialog = screen.getByRole('dialog', { name: 'Event Start' });
    expect(within(dialog).getByRole('textbox', { name: /Date \(MM\/DD\/YYYY\)/ })).toHaveValue('11/21/2026');
    const time = within(dialog).getByLabelText('Time');
    expect(time).toHaveValue('15:00');
    await user.clear(time);
    await user.type(time, '14:30');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledExactlyOnceWith({ time: '2026-11-21T20:30:00Z', timezone: 'America/Chicago' }));
    expect(await screen.findByText('Saved: 2026-11-21T20:30:00Z America/Chicago')).toBeInTheDocument();
  });

  it("applies the dialog's rule: a start at or after the end is refused with the spec's message", async () => {
    const onSave = vi.fn();
    const { user } = renderStory(Basic, { args: { onSave } });
    const dialog = screen.getByRole('dialog', { name: 'Event Start' });
    const time = within(dialog).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '16:00');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Start date/time must be before the event's end date/time");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("requires a timezone: 'Please select a timezone'", async () => {
    const onSave = vi.fn();
    const { user } = renderStory(NoTimezone, { args: { onSave } });
    const dialog = screen.getByRole('dialog', { name: 'Event Start' });
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByText('Please select a timezone')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a silent failure stops the spinner, keeps the dialog open and shows no message', async () => {
    const { user } = renderStory(SilentFailure);
    const dialog = screen.getByRole('dialog', { name: 'Event Start' });
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'SAVE' })).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Event Start' })).toBeInTheDocument();
  });
});
