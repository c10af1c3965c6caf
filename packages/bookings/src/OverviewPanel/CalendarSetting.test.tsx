import { HttpError } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedDialog } from '../stories/panelTesting';
import { Basic, NamedLikeItsCalendar, NoCalendar, SaveError } from './CalendarSetting.stories';

type User = ReturnType<typeof renderStory>['user'];

async function chooseCalendar(user: User, name: string) {
  // The dialog loads on first use: until then a frame with the same title stands in.
  const dialog = await loadedDialog('Choose Calendar');
  await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Calendar' }), name);
  await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
}

describe('CalendarSetting', () => {
  it('shows the calendar’s name while Add to Calendar is on', async () => {
    renderStory(Basic);
    expect(await screen.findByRole('switch', { name: 'Add to Calendar' })).toBeChecked();
    expect(await screen.findByText('Spring Season')).toBeInTheDocument();
  });

  it('off clears calendarID at the version read', async () => {
    const { user, control } = renderStory(Basic);
    const toggle = await screen.findByRole('switch', { name: 'Add to Calendar' });
    await user.click(toggle);
    await control.flush();
    expect(toggle).not.toBeChecked();
    expect(control.spy('bookings.update')).toHaveBeenCalledExactlyOnceWith({ booking: expect.objectContaining({ calendarID: '', version: 1 }) });
  });

  it("a failed clear alerts 'An error occurred.' and stays on", async () => {
    const { user, alert, control } = renderStory(SaveError);
    const toggle = await screen.findByRole('switch', { name: 'Add to Calendar' });
    await user.click(toggle);
    await control.flush();
    expect(alert).toHaveBeenCalledExactlyOnceWith('An error occurred.');
    expect(toggle).toBeChecked();
  });

  it('on opens Choose Calendar; a calendar with another name asks to rename: NO sets only the calendar', async () => {
    const { user, control } = renderStory(NoCalendar);
    await user.click(await screen.findByRole('switch', { name: 'Add to Calendar' }));
    await chooseCalendar(user, 'All Hands');
    const ask = screen.getByRole('dialog', { name: 'Rename Booking?' });
    expect(ask).toHaveTextContent("Do you want to rename this booking to 'All Hands' to match the calendar name?");
    await user.click(within(ask).getByRole('button', { name: 'NO' }));
    await control.flush();
    expect(control.spy('bookings.update')).toHaveBeenCalledExactlyOnceWith({
      booking: expect.objectContaining({ calendarID: 'calendar-2', name: 'Product Launch Keynote' }),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Add to Calendar' })).toBeChecked();
  });

  it('YES sets both the calendar and the booking name', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Choose calendar' }));
    await chooseCalendar(user, 'All Hands');
    await user.click(within(screen.getByRole('dialog', { name: 'Rename Booking?' })).getByRole('button', { name: 'YES' }));
    await control.flush();
    expect(control.spy('bookings.update')).toHaveBeenCalledExactlyOnceWith({ booking: expect.objectContaining({ calendarID: 'calendar-2', name: 'All Hands' }) });
  });

  it("failures show 'An error occurred. Please try again.' (YES) and 'An error occurred assigning a calendar to your booking.' (NO)", async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Choose calendar' }));
    await chooseCalendar(user, 'All Hands');
    const ask = screen.getByRole('dialog', { name: 'Rename Booking?' });
    control.spy('bookings.update').mockRejectedValueOnce(new HttpError(500, 'x')).mockRejectedValueOnce(new HttpError(500, 'x'));
    await user.click(within(ask).getByRole('button', { name: 'YES' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    await user.click(within(ask).getByRole('button', { name: 'NO' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent('An error occurred assigning a calendar to your booking.');
  });

  it("shows a server's field error where it belongs: fieldErrors.calendarID at the select, fieldErrors.name in the rename prompt", async () => {
    const { user, control } = renderStory(NamedLikeItsCalendar);
    const update = control.spy('bookings.update');
    update.mockRejectedValueOnce(new HttpError(400, 'Invalid booking', undefined, { calendarID: 'Unknown calendar' }));
    await user.click(await screen.findByRole('button', { name: 'Choose calendar' }));
    await chooseCalendar(user, 'Spring Season');
    const choose = screen.getByRole('dialog', { name: 'Choose Calendar' });
    expect(await within(choose).findByText('Unknown calendar')).toBeInTheDocument();
    expect(within(choose).getByRole('combobox', { name: 'Calendar' })).toHaveAccessibleDescription('Unknown calendar');
    expect(within(choose).queryByText('An error occurred assigning a calendar to your booking.')).not.toBeInTheDocument();

    update.mockRejectedValueOnce(new HttpError(400, 'Invalid booking', undefined, { name: 'Must be at most 70 characters' }));
    await user.selectOptions(within(choose).getByRole('combobox', { name: 'Calendar' }), 'All Hands');
    await user.click(within(choose).getByRole('button', { name: 'SAVE' }));
    const ask = screen.getByRole('dialog', { name: 'Rename Booking?' });
    await user.click(within(ask).getByRole('button', { name: 'YES' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent('Must be at most 70 characters');
  });
});
