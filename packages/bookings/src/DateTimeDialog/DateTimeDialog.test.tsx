import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@greenroom/core';
import { Basic, NoTimezone, ServerFieldError, SilentFailure, ViewerElsewhere } from './DateTimeDialog.stories';

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

  it('shows under the time what the chosen wall time is on the viewer’s clock, following the pickers', async () => {
    const { user } = renderStory(ViewerElsewhere);
    const dialog = screen.getByRole('dialog', { name: 'Event Start' });
    const time = within(dialog).getByLabelText('Time');
    expect(time).toHaveValue('15:00');
    expect(time).toHaveAccessibleDescription('11/21/2026 6:00 PM EST your time');
    await user.clear(time);
    await user.type(time, '22:30');
    // Half past ten in Los Angeles is the next day in New York.
    expect(time).toHaveAccessibleDescription('11/22/2026 1:30 AM EST your time');
  });

  it('shows nothing more where the viewer’s clock reads the same', () => {
    renderStory(Basic);
    const dialog = screen.getByRole('dialog', { name: 'Event Start' });
    expect(within(dialog).getByLabelText('Time')).not.toHaveAccessibleDescription();
    expect(within(dialog).queryByText(/your time/)).not.toBeInTheDocument();
  });

  it("clearing the timezone leaves it empty: SAVE says 'Please select a timezone' and saves nothing", async () => {
    const onSave = vi.fn();
    const { user } = renderStory(Basic, { args: { onSave } });
    const dialog = screen.getByRole('dialog', { name: 'Event Start' });
    const zone = within(dialog).getByRole('combobox', { name: 'Timezone' });
    await user.clear(zone);
    await user.keyboard('{Escape}');
    expect(zone).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByText('Please select a timezone')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows a server's field error for this time at the date, and the dialog's own error only without one", async () => {
    const { user } = renderStory(ServerFieldError);
    const dialog = screen.getByRole('dialog', { name: 'Event Start' });
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    const date = within(dialog).getByRole('textbox', { name: /Date \(MM\/DD\/YYYY\)/ });
    await waitFor(() => expect(date).toHaveAccessibleDescription('Start date/time must be within the open/close time of this space'));
    expect(within(dialog).queryByText('An error occurred')).not.toBeInTheDocument();
  });

  it("falls back to the dialog's error when the refusal names another field", async () => {
    const onSave = vi.fn().mockRejectedValue(new HttpError(400, 'Invalid booking', undefined, { capacity: 'Too many' }));
    const { user } = renderStory(ServerFieldError, { args: { onSave } });
    const dialog = screen.getByRole('dialog', { name: 'Event Start' });
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByText('An error occurred')).toBeInTheDocument();
    expect(within(dialog).queryByText('Too many')).not.toBeInTheDocument();
  });
});
