import { createSelectionStore } from '@greenroom/core';
import { renderInFixture, renderStory } from '@greenroom/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CalendarStoryPortal, STORY_SPACE_ID } from '../stories/CalendarStoryPortal';
import { CalendarTab } from './CalendarTab';
import { Basic, Detail, Empty, Error as ErrorStory } from './CalendarTab.stories';

const listTable = () => screen.getByRole('table', { name: 'Calendars' });
const calendarIn = (store: ReturnType<typeof createSelectionStore>) => store.getState().features.calendars ?? null;

describe('CalendarTab', () => {
  it('shows the list with no calendar selected, the detail view with one (focus on its name); BACK returns (focus on the list)', async () => {
    const { user, selection } = renderStory(Basic);

    await user.click(await screen.findByRole('button', { name: 'Edit Spring Season' }));
    const heading = await screen.findByRole('heading', { name: 'Spring Season' });
    expect(screen.queryByRole('table', { name: 'Calendars' })).not.toBeInTheDocument();
    expect(calendarIn(selection)).toBe('calendar-1');
    await waitFor(() => expect(document.activeElement).toBe(heading));

    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(await screen.findByRole('table', { name: 'Calendars' })).toBeInTheDocument();
    expect(calendarIn(selection)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Calendars' })));
  });

  it('does not take the focus on first display', async () => {
    renderStory(Basic);
    await screen.findByRole('cell', { name: 'Spring Season' });
    expect(document.activeElement).toBe(document.body);
  });

  it('selects a calendar it creates, shows its URL and lands the focus on its name', async () => {
    const { user, control, selection } = renderStory(Basic);

    await user.click(await screen.findByRole('button', { name: 'NEW' }));
    await user.click(screen.getByRole('textbox', { name: /Calendar Name/ }));
    await user.paste('Workshops');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    const heading = await screen.findByRole('heading', { name: 'Workshops' });
    const created = await control.spy('calendars.create').mock.results[0].value;
    expect(control.spy('calendars.create')).toHaveBeenCalledExactlyOnceWith({ calendarName: 'Workshops', spaceID: 'space-1' });
    expect(calendarIn(selection)).toBe(created.calendarID);
    expect(screen.getByText(`https://portal.example/api/ical/${created.loginCode}`)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('shows a rename in the detail view and, after BACK, in the list', async () => {
    const { user } = renderStory(Detail);
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

  it('clears the selection after a delete, lists the calendars without it and lands the focus on the list', async () => {
    const { user, control, selection, alert } = renderStory(Detail);

    await user.click(await screen.findByRole('button', { name: 'Delete calendar' }));
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));

    expect(await within(await screen.findByRole('table', { name: 'Calendars' })).findByRole('cell', { name: 'All Hands' })).toBeInTheDocument();
    expect(within(listTable()).queryByRole('cell', { name: 'Spring Season' })).not.toBeInTheDocument();
    expect(calendarIn(selection)).toBeNull();
    expect(control.spy('calendars.delete')).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', calendarID: 'calendar-1' });
    // The deleted calendar is not fetched again (which would alert that it cannot be found).
    expect(control.spy('calendars.get')).toHaveBeenCalledTimes(1);
    expect(alert).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Calendars' })));
  });

  it("returns to the list when the host resets the feature selections on a tab switch (the provider's store)", async () => {
    const selection = createSelectionStore({ spaceID: STORY_SPACE_ID, features: { calendars: 'calendar-2' } });
    renderStory(Detail, { selection });
    expect(await screen.findByRole('heading', { name: 'All Hands' })).toBeInTheDocument();

    act(() => selection.getState().resetFeatureSelections());
    expect(await screen.findByRole('table', { name: 'Calendars' })).toBeInTheDocument();
  });

  it('follows a controlled selection: reports changes and shows what the host passes', async () => {
    const onSelect = vi.fn();
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
    const { user, selection } = renderInFixture(
      <CalendarStoryPortal>
        <Host />
      </CalendarStoryPortal>,
    );

    await user.click(await screen.findByRole('button', { name: 'Edit All Hands' }));
    expect(onSelect).toHaveBeenLastCalledWith('calendar-2');
    expect(await screen.findByRole('heading', { name: 'All Hands' })).toBeInTheDocument();
    // A controlled tab leaves the provider's store alone.
    expect(calendarIn(selection)).toBeNull();

    act(() => setFromHost(null)); // the host's tab switch
    expect(await screen.findByRole('table', { name: 'Calendars' })).toBeInTheDocument();
    act(() => setFromHost('calendar-1'));
    expect(await screen.findByRole('heading', { name: 'Spring Season' })).toBeInTheDocument();
  });

  it('alerts and returns to the list when the selected calendar cannot be found', async () => {
    const { alert, selection } = renderStory(Basic, { selection: { spaceID: STORY_SPACE_ID, features: { calendars: 'calendar-gone' } } });
    expect(await screen.findByRole('table', { name: 'Calendars' })).toBeInTheDocument();
    expect(alert).toHaveBeenCalledExactlyOnceWith('An error occurred finding this calendar. Please try again.');
    expect(calendarIn(selection)).toBeNull();
  });

  it("shows 'No calendars found for this space.' (Empty) and the list error (Error)", async () => {
    const { unmount } = renderStory(Empty);
    expect(await screen.findByText('No calendars found for this space.')).toBeInTheDocument();
    unmount();
    renderStory(ErrorStory);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred getting calendars for this space.');
  });
});
