import { createMemoryApi, HttpError, type Calendar, type PortalApi } from '@greenroom/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calendarStorySeed } from '../stories/storyPortal';
import { deferred } from '../testing/deferred';
import { Create, CreateError, Edit, EditError, Saving } from './NameCalendarDialog.stories';

function memoryApi(): PortalApi {
  return createMemoryApi(calendarStorySeed());
}

const nameField = () => screen.getByRole('textbox', { name: /Calendar Name/ });

describe('NameCalendarDialog: create', () => {
  it("opens as 'Name Calendar' with an empty, focused name field and CANCEL / SAVE", async () => {
    render(<Create api={memoryApi()} />);
    const dialog = screen.getByRole('dialog', { name: 'Name Calendar' });
    expect(nameField()).toHaveValue('');
    await waitFor(() => expect(nameField()).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'SAVE' })).toBeEnabled();
  });

  it("refuses a blank name after trimming with 'Required' and sends nothing; typing clears the error", async () => {
    const user = userEvent.setup({ delay: null });
    const api = memoryApi();
    const create = vi.spyOn(api.calendars, 'create');
    render(<Create api={api} />);

    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');

    await user.click(nameField());
    await user.paste('   ');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.click(nameField());
    await user.paste('x');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(nameField()).not.toHaveAttribute('aria-invalid');
  });

  it('creates the calendar with the trimmed name in the space, reports it and closes', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memoryApi();
    const create = vi.spyOn(api.calendars, 'create');
    render(<Create api={api} />);

    await user.click(nameField());
    await user.paste('  Season Two  ');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText('Saved: Season Two')).toBeInTheDocument();
    expect(create).toHaveBeenCalledExactlyOnceWith({ calendarName: 'Season Two', spaceID: 'space-1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const stored = await api.calendars.list({ spaceID: 'space-1' });
    expect(stored.map((calendar) => calendar.calendarName)).toContain('Season Two');
  });

  it('saves with Enter in the name field', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memoryApi();
    const create = vi.spyOn(api.calendars, 'create');
    render(<Create api={api} />);
    await user.click(nameField());
    await user.paste('Workshops');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Saved: Workshops')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('while saving cannot be closed: CANCEL, SAVE, the close button and the field are disabled, a spinner shows', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memoryApi();
    const answer = deferred<Calendar>();
    vi.spyOn(api.calendars, 'create').mockReturnValue(answer.promise);
    render(<Create api={api} />);

    await user.click(nameField());
    await user.paste('Workshops');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

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
    await user.click(nameField());
    await user.paste('Workshops');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(screen.getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
  });

  it("shows 'An error occurred creating this calendar' on failure, stays open, and SAVE tries again", async () => {
    const user = userEvent.setup({ delay: null });
    const api = memoryApi();
    const create = vi.spyOn(api.calendars, 'create').mockRejectedValueOnce(new HttpError(500, 'Internal error'));
    render(<Create api={api} />);

    await user.click(nameField());
    await user.paste('Workshops');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred creating this calendar');
    expect(screen.getByRole('dialog', { name: 'Name Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeEnabled();
    expect(nameField()).toHaveValue('Workshops');

    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Saved: Workshops')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('the CreateError story shows the create error', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CreateError />);
    await user.click(nameField());
    await user.paste('Workshops');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred creating this calendar');
  });

  it('CANCEL closes without a call', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memoryApi();
    const create = vi.spyOn(api.calendars, 'create');
    render(<Create api={api} />);
    await user.click(nameField());
    await user.paste('Workshops');
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('starts empty again when reopened', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Create api={memoryApi()} />);
    await user.click(nameField());
    await user.paste('Draft');
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(nameField()).toHaveValue('');
  });
});

describe('NameCalendarDialog: edit', () => {
  it("opens as 'Edit Calendar Name' with the current name", () => {
    render(<Edit api={memoryApi()} />);
    expect(screen.getByRole('dialog', { name: 'Edit Calendar Name' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Spring Season');
  });

  it("refuses a name cleared to spaces with 'Required' and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const api = memoryApi();
    const update = vi.spyOn(api.calendars, 'update');
    render(<Edit api={api} />);
    await user.clear(nameField());
    await user.click(nameField());
    await user.paste('  ');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('sends PUT /calendar with the space, the id, the trimmed name and the bookings, then closes', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memoryApi();
    const update = vi.spyOn(api.calendars, 'update');
    render(<Edit api={api} />);
    await user.clear(nameField());
    await user.click(nameField());
    await user.paste(' Summer Season ');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

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
    await user.click(nameField());
    await user.paste(' 2');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred updating the name of this calendar');
    expect(screen.getByRole('dialog', { name: 'Edit Calendar Name' })).toBeInTheDocument();
  });
});
