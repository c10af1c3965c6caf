import { createSelectionStore } from '@greenroom/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { calendarStoryApi, inStoryPortal, STORY_SPACE_ID } from '../stories/storyPortal';
import { renderStoryWithSpy } from '../testing/renderStory';
import { CalendarTab } from './CalendarTab';
import { Basic, Detail, Empty, Error as ErrorStory } from './CalendarTab.stories';

function storeOnSpace() {
  return createSelectionStore({ spaceID: STORY_SPACE_ID });
}

const listTable = () => screen.getByRole('table', { name: 'Calendars' });

describe('CalendarTab', () => {
  it('shows the list with no calendar selected, and a calendar (its row edit button) in the detail view; BACK returns', async () => {
    const user = userEvent.setup({ delay: null });
    const selection = storeOnSpace();
    render(<Basic api={calendarStoryApi()} selection={selection} />);

    await user.click(await screen.findByRole('button', { name: 'Edit Spring Season' }));
    expect(await screen.findByRole('heading', { name: 'Spring Season' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Calendars' })).not.toBeInTheDocument();
    expect(selection.getState().calendarID).toBe('calendar-1');

    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(await screen.findByRole('table', { name: 'Calendars' })).toBeInTheDocument();
    expect(selection.getState().calendarID).toBeNull();
  });

  it('selects a calendar it creates and shows its URL', async () => {
    const selection = storeOnSpace();
    const { user, spy: create } = renderStoryWithSpy(Basic, 'create', { selection });

    await user.click(await screen.findByRole('button', { name: 'NEW' }));
    await user.click(screen.getByRole('textbox', { name: /Calendar Name/ }));
    await user.paste('Workshops');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByRole('heading', { name: 'Workshops' })).toBeInTheDocument();
    const created = await create.mock.results[0].value;
    expect(create).toHaveBeenCalledExactlyOnceWith({ calendarName: 'Workshops', spaceID: 'space-1' });
    expect(selection.getState().calendarID).toBe(created.calendarID);
    expect(screen.getByText(`https://portal.example/api/ical/${created.loginCode}`)).toBeInTheDocument();
  });

  it('shows a rename in the detail view and, after BACK, in the list', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Detail api={calendarStoryApi()} />);
    await user.click(await screen.findByRole('button', { name: 'Edit calendar name' }));
    const field = screen.getByRole('textbox', { name: /Calendar Name/ });
    await user.clear(field);
    await user.paste('Autumn Season');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('heading', { name: 'Autumn Season' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(await within(listTable()).findByRole('cell', { name: 'Autumn Season' })).toBeInTheDocument();
    expect(within(listTable()).queryByRole('cell', { name: 'Spring Season' })).not.toBeInTheDocument();
  });

  it('clears the selection after a delete and lists the calendars without it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = calendarStoryApi();
    const remove = vi.spyOn(api.calendars, 'delete');
    const get = vi.spyOn(api.calendars, 'get');
    const alert = vi.fn();
    const selection = createSelectionStore({ spaceID: STORY_SPACE_ID, calendarID: 'calendar-1' });
    render(<Basic api={api} selection={selection} alert={alert} />);

    await user.click(await screen.findByRole('button', { name: 'Delete calendar' }));
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));

    expect(await within(await screen.findByRole('table', { name: 'Calendars' })).findByRole('cell', { name: 'All Hands' })).toBeInTheDocument();
    expect(within(listTable()).queryByRole('cell', { name: 'Spring Season' })).not.toBeInTheDocument();
    expect(selection.getState().calendarID).toBeNull();
    expect(remove).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', calendarID: 'calendar-1' });
    // The deleted calendar is not fetched again (which would alert that it cannot be found).
    expect(get).toHaveBeenCalledTimes(1);
    expect(alert).not.toHaveBeenCalled();
  });

  it("returns to the list when the host clears the selection on a tab switch (the provider's store)", async () => {
    const selection = createSelectionStore({ spaceID: STORY_SPACE_ID, calendarID: 'calendar-2' });
    render(<Detail api={calendarStoryApi()} selection={selection} />);
    expect(await screen.findByRole('heading', { name: 'All Hands' })).toBeInTheDocument();

    act(() => selection.getState().clearBookingAndCalendar());
    expect(await screen.findByRole('table', { name: 'Calendars' })).toBeInTheDocument();
  });

  it('follows a controlled selection: reports changes and shows what the host passes', async () => {
    const user = userEvent.setup({ delay: null });
    const onSelect = vi.fn();
    const selection = storeOnSpace();
    let setFromHost: (calendarID: string | null) => void = () => undefined;
    function Host() {
      const [selected, setSelected] = useState<string | null>(null);
      setFromHost = setSelected;
      return (
        <CalendarTab
          spaceID={STORY_SPACE_ID}
          selectedCalendarID={selected}
          onSelectCalendar={(calendarID) => {
            onSelect(calendarID);
            setSelected(calendarID);
          }}
        />
      );
    }
    render(inStoryPortal({ api: calendarStoryApi(), selection }, <Host />));

    await user.click(await screen.findByRole('button', { name: 'Edit All Hands' }));
    expect(onSelect).toHaveBeenLastCalledWith('calendar-2');
    expect(await screen.findByRole('heading', { name: 'All Hands' })).toBeInTheDocument();
    // A controlled tab leaves the provider's store alone.
    expect(selection.getState().calendarID).toBeNull();

    act(() => setFromHost(null)); // the host's tab switch
    expect(await screen.findByRole('table', { name: 'Calendars' })).toBeInTheDocument();
    act(() => setFromHost('calendar-1'));
    expect(await screen.findByRole('heading', { name: 'Spring Season' })).toBeInTheDocument();
  });

  it("alerts and returns to the list when the selected calendar cannot be found", async () => {
    const alert = vi.fn();
    const selection = createSelectionStore({ spaceID: STORY_SPACE_ID, calendarID: 'calendar-gone' });
    render(<Basic api={calendarStoryApi()} selection={selection} alert={alert} />);
    expect(await screen.findByRole('table', { name: 'Calendars' })).toBeInTheDocument();
    expect(alert).toHaveBeenCalledExactlyOnceWith('An error occurred finding this calendar. Please try again.');
    expect(selection.getState().calendarID).toBeNull();
  });

  it("shows 'No calendars found for this space.' (Empty) and the list error (Error)", async () => {
    const { unmount } = render(<Empty api={calendarStoryApi({ calendars: [] })} />);
    expect(await screen.findByText('No calendars found for this space.')).toBeInTheDocument();
    unmount();
    render(<ErrorStory />);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred getting calendars for this space.');
  });
});
