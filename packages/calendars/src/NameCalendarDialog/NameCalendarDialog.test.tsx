import { deferred, HttpError, type Calendar } from '@greenroom/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calendarStoryApi } from '../stories/storyPortal';
import { renderStoryWithSpy } from '../testing/renderStory';
import { Create, CreateError, Edit, EditError, Saving } from './NameCalendarDialog.stories';

const nameField = () => screen.getByRole('textbox', { name: /Calendar Name/ });
const button = (name: 'SAVE' | 'CANCEL' | 'Open dialog') => screen.getByRole('button', { name });

/** Clicks into the name field and pastes `text` (after what is there). */
async function typeName(user: UserEvent, text: string) {
  await user.click(nameField());
  await user.paste(text);
}

describe('NameCalendarDialog: create', () => {
  it("opens as 'Name Calendar' with an empty, focused name field and CANCEL / SAVE", async () => {
    render(<Create api={calendarStoryApi()} />);
    const dialog = screen.getByRole('dialog', { name: 'Name Calendar' });
    expect(nameField()).toHaveValue('');
    await waitFor(() => expect(nameField()).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'SAVE' })).toBeEnabled();
  });

  it("refuses a blank name after trimming with 'Required' and sends nothing; typing clears the error", async () => {
    const { user, spy: create } = renderStoryWithSpy(Create, 'create');

    await user.click(button('SAVE'));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');

    await typeName(user, '   ');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await typeName(user, 'x');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(nameField()).not.toHaveAttribute('aria-invalid');
  });

  it('creates the calendar with the trimmed name in the space, reports it and closes', async () => {
    const { user, api, spy: create } = renderStoryWithSpy(Create, 'create');

    await typeName(user, '  Season Two  ');
    await user.click(button('SAVE'));

    expect(await screen.findByText('Saved: Season Two')).toBeInTheDocument();
    expect(create).toHaveBeenCalledExactlyOnceWith({ calendarName: 'Season Two', spaceID: 'space-1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const stored = await api.calendars.list({ spaceID: 'space-1' });
    expect(stored.map((calendar) => calendar.calendarName)).toContain('Season Two');
  });

  it('saves with Enter in the name field', async () => {
    const { user, spy: create } = renderStoryWithSpy(Create, 'create');
    await typeName(user, 'Workshops');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Saved: Workshops')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('while saving cannot be closed: CANCEL, SAVE, the close button and the field are disabled, a spinner shows', async () => {
    const { user, spy: create } = renderStoryWithSpy(Create, 'create');
    const answer = deferred<Calendar>();
    create.mockReturnValue(answer.promise);

    await typeName(user, 'Workshops');
    await user.click(button('SAVE'));

    const dialog = screen.getByRole('dialog', { name: 'Name Calendar' });
    expect(within(dialog).getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'SAVE' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(nameField()).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Name Calendar' })).toBeInTheDocument();

    await act(async () => answer.resolve({ calendarID: 'c9', calendarName: 'Workshops', loginCode: 'k', bookings: [], spaceID: 'space-1' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Saved: Workshops')).toBeInTheDocument();
  });

  it('the Saving story stays in progress', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Saving />);
    await typeName(user, 'Workshops');
    await user.click(button('SAVE'));
    expect(screen.getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
  });

  it("shows 'An error occurred creating this calendar' on failure, stays open, and SAVE tries again", async () => {
    const { user, spy: create } = renderStoryWithSpy(Create, 'create');
    create.mockRejectedValueOnce(new HttpError(500, 'Internal error'));

    await typeName(user, 'Workshops');
    await user.click(button('SAVE'));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred creating this calendar');
    expect(screen.getByRole('dialog', { name: 'Name Calendar' })).toBeInTheDocument();
    expect(button('SAVE')).toBeEnabled();
    expect(nameField()).toHaveValue('Workshops');

    await user.click(button('SAVE'));
    expect(await screen.findByText('Saved: Workshops')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('the CreateError story shows the create error', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CreateError />);
    await typeName(user, 'Workshops');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred creating this calendar');
  });

  it('CANCEL closes without a call', async () => {
    const { user, spy: create } = renderStoryWithSpy(Create, 'create');
    await typeName(user, 'Workshops');
    await user.click(button('CANCEL'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('starts empty again when reopened', async () => {
    const { user } = renderStoryWithSpy(Create, 'create');
    await typeName(user, 'Draft');
    await user.click(button('CANCEL'));
    await user.click(button('Open dialog'));
    expect(nameField()).toHaveValue('');
  });
});

describe('NameCalendarDialog: edit', () => {
  it("opens as 'Edit Calendar Name' with the current name", () => {
    render(<Edit api={calendarStoryApi()} />);
    expect(screen.getByRole('dialog', { name: 'Edit Calendar Name' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Spring Season');
  });

  it("refuses a name cleared to spaces with 'Required' and sends nothing", async () => {
    const { user, spy: update } = renderStoryWithSpy(Edit, 'update');
    await user.clear(nameField());
    await typeName(user, '  ');
    await user.click(button('SAVE'));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('sends PUT /calendar with the space, the id, the trimmed name and the bookings, then closes', async () => {
    const { user, spy: update } = renderStoryWithSpy(Edit, 'update');
    await user.clear(nameField());
    await typeName(user, ' Summer Season ');
    await user.click(button('SAVE'));

    expect(await screen.findByText('Saved: Summer Season')).toBeInTheDocument();
    expect(update).toHaveBeenCalledExactlyOnceWith({
      spaceID: 'space-1',
      calendarID: 'calendar-1',
      calendarName: 'Summer Season',
      bookings: ['booking-1', 'booking-3'],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'An error occurred updating the name of this calendar' on failure (EditError story)", async () => {
    const user = userEvent.setup({ delay: null });
    render(<EditError />);
    await typeName(user, ' 2');
    await user.click(button('SAVE'));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred updating the name of this calendar');
    expect(screen.getByRole('dialog', { name: 'Edit Calendar Name' })).toBeInTheDocument();
  });
});
