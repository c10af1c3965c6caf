import { HttpError } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Deleting, Error as ErrorStory } from './DeleteCalendarDialog.stories';

const dialog = () => screen.getByRole('dialog', { name: 'Delete Calendar?' });

describe('DeleteCalendarDialog', () => {
  it("asks 'Delete Calendar?' with 'There is no undo for calendar delete.' and CANCEL / CONFIRM", () => {
    renderStory(Basic);
    expect(dialog()).toHaveTextContent('There is no undo for calendar delete.');
    expect(within(dialog()).getByRole('button', { name: 'CANCEL' })).toBeEnabled();
    expect(within(dialog()).getByRole('button', { name: 'CONFIRM' })).toBeEnabled();
  });

  it('CANCEL closes without deleting', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(control.spy('calendars.delete')).not.toHaveBeenCalled();
  });

  it('CONFIRM sends DELETE /calendar for the space and calendar, reports it and closes', async () => {
    const { user, api, control } = renderStory(Basic);
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(await screen.findByText('Deleted: Spring Season')).toBeInTheDocument();
    expect(control.spy('calendars.delete')).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', calendarID: 'calendar-1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const left = await api.calendars.list({ spaceID: 'space-1' });
    expect(left.map((calendar) => calendar.calendarID)).not.toContain('calendar-1');
  });

  it('Deleting: stays in progress after the backend would have answered (cannot be closed), and closes once the answer arrives', async () => {
    const { user, control } = renderStory(Deleting);
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    await control.flush();

    expect(within(dialog()).getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'CANCEL' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'CONFIRM' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
    expect(screen.queryByText(/Deleted:/)).not.toBeInTheDocument();

    await control.release('calendars.delete');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Deleted: Spring Season')).toBeInTheDocument();
  });

  it("shows 'An error occurred deleting this calendar' on failure, stays open, and CONFIRM tries again", async () => {
    const { user, control } = renderStory(Basic);
    control.spy('calendars.delete').mockRejectedValueOnce(new HttpError(500, 'Internal error'));
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred deleting this calendar');
    expect(dialog()).toBeInTheDocument();
    expect(screen.queryByText(/Deleted:/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(await screen.findByText('Deleted: Spring Season')).toBeInTheDocument();
    expect(control.spy('calendars.delete')).toHaveBeenCalledTimes(2);
  });

  it('the Error story shows the delete error', async () => {
    const { user } = renderStory(ErrorStory);
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred deleting this calendar');
  });
});
