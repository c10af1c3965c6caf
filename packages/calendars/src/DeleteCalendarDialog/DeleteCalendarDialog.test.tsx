import { deferred, HttpError } from '@greenroom/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calendarStoryApi } from '../stories/storyPortal';
import { renderStoryWithSpy } from '../testing/renderStory';
import { Basic, Deleting, Error as ErrorStory } from './DeleteCalendarDialog.stories';

describe('DeleteCalendarDialog', () => {
  it("asks 'Delete Calendar?' with 'There is no undo for calendar delete.' and CANCEL / CONFIRM", () => {
    render(<Basic api={calendarStoryApi()} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete Calendar?' });
    expect(dialog).toHaveTextContent('There is no undo for calendar delete.');
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'CONFIRM' })).toBeEnabled();
  });

  it('CANCEL closes without deleting', async () => {
    const { user, spy: remove } = renderStoryWithSpy(Basic, 'delete');
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it('CONFIRM sends DELETE /calendar for the space and calendar, reports it and closes', async () => {
    const { user, api, spy: remove } = renderStoryWithSpy(Basic, 'delete');
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(await screen.findByText('Deleted: Spring Season')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', calendarID: 'calendar-1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const left = await api.calendars.list({ spaceID: 'space-1' });
    expect(left.map((calendar) => calendar.calendarID)).not.toContain('calendar-1');
  });

  it('while deleting cannot be closed and shows a spinner', async () => {
    const { user, spy: remove } = renderStoryWithSpy(Basic, 'delete');
    const answer = deferred<void>();
    remove.mockReturnValue(answer.promise);
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete Calendar?' });
    expect(within(dialog).getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'CONFIRM' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete Calendar?' })).toBeInTheDocument();

    await act(async () => answer.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the Deleting story stays in progress', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Deleting />);
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(screen.getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
  });

  it("shows 'An error occurred deleting this calendar' on failure, stays open, and CONFIRM tries again", async () => {
    const { user, spy: remove } = renderStoryWithSpy(Basic, 'delete');
    remove.mockRejectedValueOnce(new HttpError(500, 'Internal error'));
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred deleting this calendar');
    expect(screen.getByRole('dialog', { name: 'Delete Calendar?' })).toBeInTheDocument();
    expect(screen.queryByText(/Deleted:/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(await screen.findByText('Deleted: Spring Season')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it('the Error story shows the delete error', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ErrorStory />);
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred deleting this calendar');
  });
});
