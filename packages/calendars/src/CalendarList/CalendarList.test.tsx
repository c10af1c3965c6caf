import { createTestApi, type Calendar, type PortalApi } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Basic, Demo, Empty, Error as ErrorStory, Loading } from './CalendarList.stories';

const calendar = (calendarID: string, calendarName: string): Calendar => ({
  calendarID,
  calendarName,
  loginCode: `code-${calendarID}`,
  bookings: [],
  spaceID: 'space-1',
});

/** Data rows of the table (the header row has no data-index). */
function dataRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: 'Calendars' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));
}

describe('CalendarList', () => {
  it('lists the calendars of the space sorted by name, whatever order the adapter answers in', async () => {
    const list = vi
      .fn<PortalApi['calendars']['list']>()
      .mockResolvedValue([calendar('c1', 'Workshops'), calendar('c2', 'all hands'), calendar('c3', 'Board Meetings')]);
    renderStory(Basic, { api: createTestApi({ calendars: { list } }) });

    await screen.findByRole('cell', { name: 'Workshops' });
    expect(dataRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['all hands', 'Board Meetings', 'Workshops']);
    expect(list).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', signal: expect.any(AbortSignal) });
  });

  it('shades every other row and gives each row an edit button named after the calendar', async () => {
    renderStory(Basic);
    await screen.findByRole('cell', { name: 'Workshops' });
    const rows = dataRows();
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => row.hasAttribute('data-alt'))).toEqual([false, true, false, true, false, true]);
    for (const row of rows) {
      const name = within(row).getAllByRole('cell')[0].textContent ?? '';
      expect(within(row).getByRole('button', { name: `Edit ${name}` })).toBeInTheDocument();
    }
  });

  it("shows 'No calendars found for this space.' for a space without calendars", async () => {
    renderStory(Empty);
    expect(await screen.findByText('No calendars found for this space.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NEW' })).toBeEnabled();
  });

  it("shows 'An error occurred getting calendars for this space.' when the list fails", async () => {
    renderStory(ErrorStory);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred getting calendars for this space.');
    expect(screen.queryByText('No calendars found for this space.')).not.toBeInTheDocument();
  });

  it('Loading: the spinner stays after the backend would have answered, and gives way to the rows on the answer', async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(screen.getByRole('progressbar', { name: 'Loading calendars' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Spring Season' })).not.toBeInTheDocument();

    await control.release('calendars.list');
    expect(screen.queryByRole('progressbar', { name: 'Loading calendars' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Spring Season' })).toBeInTheDocument();
  });

  it("opens a calendar from its row's edit button and from the row itself", async () => {
    const { user } = renderStory(Demo);
    await user.click(await screen.findByRole('button', { name: 'Edit All Hands' }));
    expect(screen.getByText('Opened calendar: calendar-2')).toBeInTheDocument();
    await user.click(screen.getByRole('cell', { name: 'Spring Season' }));
    expect(screen.getByText('Opened calendar: calendar-1')).toBeInTheDocument();
  });

  it("NEW opens 'Name Calendar'; saving creates the calendar and opens it, the focus back on NEW", async () => {
    const { user, control } = renderStory(Demo);
    await screen.findByRole('cell', { name: 'Spring Season' });

    await user.click(screen.getByRole('button', { name: 'NEW' }));
    const dialog = screen.getByRole('dialog', { name: 'Name Calendar' });
    await user.click(within(dialog).getByRole('textbox', { name: /Calendar Name/ }));
    await user.paste('Workshops');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    const created = await control.spy('calendars.create').mock.results[0].value;
    expect(control.spy('calendars.create')).toHaveBeenCalledExactlyOnceWith({ calendarName: 'Workshops', spaceID: 'space-1' });
    expect(await screen.findByText(`Opened calendar: ${created.calendarID}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Workshops' })).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'NEW' }));
  });
});
