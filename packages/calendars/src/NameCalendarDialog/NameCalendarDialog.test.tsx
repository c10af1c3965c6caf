import { HttpError, REFUSAL_TEXTS } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Create, CreateError, Edit, EditError, NameRefused, Saving } from './NameCalendarDialog.stories';

const nameField = () => screen.getByRole('textbox', { name: /Calendar Name/ });
const button = (name: 'SAVE' | 'CANCEL' | 'Open dialog') => screen.getByRole('button', { name });

/** Clicks into the name field and pastes `text` (after what is there). */
async function typeName(user: UserEvent, text: string) {
  await user.click(nameField());
  await user.paste(text);
}

describe('NameCalendarDialog: create', () => {
  it("opens as 'Name Calendar' with an empty, focused name field and CANCEL / SAVE", async () => {
    renderStory(Create);
    const dialog = screen.getByRole('dialog', { name: 'Name Calendar' });
    expect(nameField()).toHaveValue('');
    await waitFor(() => expect(nameField()).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'SAVE' })).toBeEnabled();
  });

  it('states the 100-character limit under the field, which takes no more', async () => {
    const { user } = renderStory(Create);
    expect(nameField()).toHaveAttribute('maxLength', '100');
    expect(nameField()).toHaveAccessibleDescription('Up to 100 characters');
    await typeName(user, 'x'.repeat(120));
    expect(nameField()).toHaveValue('x'.repeat(100));
  });

  it("refuses a blank name after trimming with 'Required' and sends nothing; typing clears the error", async () => {
    const { user, control } = renderStory(Create);

    await user.click(button('SAVE'));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');

    await typeName(user, '   ');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(control.spy('calendars.create')).not.toHaveBeenCalled();

    await typeName(user, 'x');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(nameField()).not.toHaveAttribute('aria-invalid');
  });

  it('creates the calendar with the trimmed name in the space, reports it and closes', async () => {
    const { user, api, control } = renderStory(Create);

    await typeName(user, '  Season Two  ');
    await user.click(button('SAVE'));

    expect(await screen.findByText('Saved: Season Two')).toBeInTheDocument();
    expect(control.spy('calendars.create')).toHaveBeenCalledExactlyOnceWith({ calendarName: 'Season Two', spaceID: 'space-1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const stored = await api.calendars.list({ spaceID: 'space-1' });
    expect(stored.map((calendar) => calendar.calendarName)).toContain('Season Two');
  });

  it('saves with Enter in the name field', async () => {
    const { user, control } = renderStory(Create);
    await typeName(user, 'Workshops');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Saved: Workshops')).toBeInTheDocument();
    expect(control.spy('calendars.create')).toHaveBeenCalledTimes(1);
  });

  it('Saving: still in progress after the backend would have answered (nothing can close it), then closes with the answer', async () => {
    const { user, control } = renderStory(Saving);
    await typeName(user, 'Workshops');
    await user.click(button('SAVE'));
    await control.flush();

    const dialog = screen.getByRole('dialog', { name: 'Name Calendar' });
    expect(within(dialog).getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'SAVE' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(nameField()).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Name Calendar' })).toBeInTheDocument();
    expect(screen.queryByText('Saved: Workshops')).not.toBeInTheDocument();

    await control.release('calendars.create');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Saved: Workshops')).toBeInTheDocument();
  });

  it("shows 'An error occurred creating this calendar' on failure, stays open, and SAVE tries again", async () => {
    const { user, control } = renderStory(Create);
    control.spy('calendars.create').mockRejectedValueOnce(new HttpError(500, 'Internal error'));

    await typeName(user, 'Workshops');
    await user.click(button('SAVE'));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred creating this calendar');
    expect(screen.getByRole('dialog', { name: 'Name Calendar' })).toBeInTheDocument();
    expect(button('SAVE')).toBeEnabled();
    expect(nameField()).toHaveValue('Workshops');

    await user.click(button('SAVE'));
    expect(await screen.findByText('Saved: Workshops')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(control.spy('calendars.create')).toHaveBeenCalledTimes(2);
  });

  it('the CreateError story shows the create error', async () => {
    const { user } = renderStory(CreateError);
    await typeName(user, 'Workshops');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred creating this calendar');
  });

  it("shows the server's message for the name under the field instead of the generic error (NameRefused)", async () => {
    const { user } = renderStory(NameRefused);
    await typeName(user, 'Workshops');
    await user.click(button('SAVE'));

    expect(await screen.findByText('must NOT have more than 100 characters')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription('must NOT have more than 100 characters');
    expect(screen.queryByText('An error occurred creating this calendar')).not.toBeInTheDocument();

    await typeName(user, ' 2');
    expect(nameField()).not.toHaveAttribute('aria-invalid');
    expect(nameField()).toHaveAccessibleDescription('Up to 100 characters');
  });

  it('CANCEL closes without a call', async () => {
    const { user, control } = renderStory(Create);
    await typeName(user, 'Workshops');
    await user.click(button('CANCEL'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(control.spy('calendars.create')).not.toHaveBeenCalled();
  });

  it('starts empty again when reopened', async () => {
    const { user } = renderStory(Create);
    await typeName(user, 'Draft');
    await user.click(button('CANCEL'));
    await user.click(button('Open dialog'));
    expect(nameField()).toHaveValue('');
  });
});

describe('NameCalendarDialog: edit', () => {
  it("opens as 'Edit Calendar Name' with the current name", () => {
    renderStory(Edit);
    expect(screen.getByRole('dialog', { name: 'Edit Calendar Name' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Spring Season');
  });

  it("refuses a name cleared to spaces with 'Required' and sends nothing", async () => {
    const { user, control } = renderStory(Edit);
    await user.clear(nameField());
    await typeName(user, '  ');
    await user.click(button('SAVE'));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(control.spy('calendars.update')).not.toHaveBeenCalled();
  });

  it('sends PUT /calendar with the space, the id, the trimmed name, the bookings and the version read, then closes', async () => {
    const { user, control } = renderStory(Edit);
    await user.clear(nameField());
    await typeName(user, ' Summer Season ');
    await user.click(button('SAVE'));

    expect(await screen.findByText('Saved: Summer Season')).toBeInTheDocument();
    expect(control.spy('calendars.update')).toHaveBeenCalledExactlyOnceWith({
      spaceID: 'space-1',
      calendarID: 'calendar-1',
      calendarName: 'Summer Season',
      bookings: ['booking-1', 'booking-3'],
      version: 1,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renames twice in a row: the second save sends the version the first one answered', async () => {
    const { user, control, alert } = renderStory(Edit);
    await user.clear(nameField());
    await typeName(user, 'Summer Season');
    await user.click(button('SAVE'));
    expect(await screen.findByText('Saved: Summer Season')).toBeInTheDocument();

    await user.click(button('Open dialog'));
    await user.clear(nameField());
    await typeName(user, 'Autumn Season');
    await user.click(button('SAVE'));

    expect(await screen.findByText('Saved: Autumn Season')).toBeInTheDocument();
    expect(control.spy('calendars.update').mock.calls.map(([body]) => [body.calendarName, body.version])).toEqual([
      ['Summer Season', 1],
      ['Autumn Season', 2],
    ]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a save refused as stale (412) alerts the staleRecord text and closes without the generic error', async () => {
    const { user, control, alert } = renderStory(Edit);
    control.spy('calendars.update').mockRejectedValueOnce(new HttpError(412, REFUSAL_TEXTS.staleRecord));
    await typeName(user, ' 2');
    await user.click(button('SAVE'));

    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('This record was changed by someone else. Reload it and try again.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('An error occurred updating the name of this calendar')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Saved:/)).not.toBeInTheDocument();
  });

  it("shows 'An error occurred updating the name of this calendar' on failure (EditError story)", async () => {
    const { user } = renderStory(EditError);
    await typeName(user, ' 2');
    await user.click(button('SAVE'));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred updating the name of this calendar');
    expect(screen.getByRole('dialog', { name: 'Edit Calendar Name' })).toBeInTheDocument();
  });
});
