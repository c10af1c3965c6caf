import { formatDateTimeInZone, formatInZone } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storyBooking } from '../stories/BookingStoryPortal';
import { Basic, DoorsOff, SaveError, Saving, StartRefused, ViewerElsewhere, ViewerInTheSameZone } from './DatesTimes.stories';
import { overviewRow } from './overviewTestKit';

const HOUR = 3_600_000;
/** A wall time HH:MM in a zone, as typed in the time field. */
const wallTime = (ms: number, timeZone: string) => new Date(ms).toLocaleTimeString('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' });

async function editTime(user: ReturnType<typeof renderStory>['user'], row: string, typed: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${row}` }));
  const dialog = await screen.findByRole('dialog', { name: row });
  const time = within(dialog).getByLabelText('Time');
  await user.clear(time);
  await user.type(time, typed);
  await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
  return dialog;
}

describe('DatesTimes', () => {
  it('shows the four rows in the booking’s zone; doors rows are locked while Doors Open Early is off', async () => {
    renderStory(DoorsOff);
    const booking = storyBooking('booking-3');
    await screen.findByRole('switch', { name: 'Doors Open Early' });
    expect(within(overviewRow('Event Start')).getByText(formatDateTimeInZone(booking.start.time, booking.start.timezone))).toBeInTheDocument();
    expect(within(overviewRow('Event End')).getByText(formatDateTimeInZone(booking.end.time, booking.end.timezone))).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Doors Open Early' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Edit Doors Open' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Doors Close' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Event Start' })).toBeEnabled();
  });

  it('turning Doors Open Early on shows a spinner, then saves enableDoors with the doors times and unlocks the doors rows', async () => {
    const { user, control } = renderStory(Saving);
    const toggle = await screen.findByRole('switch', { name: 'Doors Open Early' });
    await user.click(toggle);
    await control.flush();
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).not.toBeChecked();
    await control.release('bookings.update');
    expect(toggle).toBeChecked();
    const booking = storyBooking('booking-3');
    expect(control.spy('bookings.update')).toHaveBeenCalledExactlyOnceWith({
      booking: expect.objectContaining({ bookingID: 'booking-3', enableDoors: true, doorsOpen: booking.doorsOpen, doorsClosed: booking.doorsClosed }),
    });
    expect(screen.getByRole('button', { name: 'Edit Doors Open' })).toBeEnabled();
  });

  it("a failed Doors Open Early save alerts 'Error editing this booking' and leaves the switch", async () => {
    const { user, alert, control } = renderStory(SaveError);
    const toggle = await screen.findByRole('switch', { name: 'Doors Open Early' });
    await user.click(toggle);
    await control.flush();
    expect(alert).toHaveBeenCalledExactlyOnceWith('Error editing this booking');
    expect(toggle).not.toBeChecked();
  });

  it('a failed time save stops the spinner and keeps the dialog open', async () => {
    const { user, control } = renderStory(SaveError);
    const booking = storyBooking('booking-3');
    const dialog = await editTime(user, 'Event Start', wallTime(booking.start.timeValue - HOUR, booking.start.timezone));
    await control.flush();
    expect(within(dialog).getByRole('button', { name: 'SAVE' })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Event Start' })).toBeInTheDocument();
  });

  it('moving the start one hour later moves doors open by the same hour, at the version read', async () => {
    const { user, control } = renderStory(Basic);
    const before = storyBooking();
    await editTime(user, 'Event Start', wallTime(before.start.timeValue + HOUR, before.start.timezone));
    await control.flush();
    const sent = control.spy('bookings.update').mock.calls[0][0].booking;
    expect(sent.start.timeValue).toBe(before.start.timeValue + HOUR);
    expect(Date.parse(sent.doorsOpen)).toBe(Date.parse(before.doorsOpen) + HOUR);
    expect(sent.doorsClosed).toBe(before.doorsClosed);
    expect(sent.version).toBe(before.version);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moving the end moves doors closed by the same amount', async () => {
    const { user, control } = renderStory(Basic);
    const before = storyBooking();
    await editTime(user, 'Event End', wallTime(before.end.timeValue + HOUR, before.end.timezone));
    await control.flush();
    const sent = control.spy('bookings.update').mock.calls[0][0].booking;
    expect(sent.end.timeValue).toBe(before.end.timeValue + HOUR);
    expect(Date.parse(sent.doorsClosed)).toBe(Date.parse(before.doorsClosed) + HOUR);
  });

  it("refuses doors open after the start: 'Selected doors open time must be before event start time'", async () => {
    const { user, control } = renderStory(Basic);
    const booking = storyBooking();
    const dialog = await editTime(user, 'Doors Open', wallTime(booking.start.timeValue + 60_000, booking.start.timezone));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Selected doors open time must be before event start time');
    expect(control.spy('bookings.update')).not.toHaveBeenCalled();
  });

  it("refuses doors closed before the end: 'Selected doors closed time must be after event end time'", async () => {
    const { user, control } = renderStory(Basic);
    const booking = storyBooking();
    const dialog = await editTime(user, 'Doors Close', wallTime(booking.end.timeValue - 60_000, booking.end.timezone));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Selected doors closed time must be after event end time');
    expect(control.spy('bookings.update')).not.toHaveBeenCalled();
  });

  it("refuses an end before the start: \"End date/time must be after the event's start date/time\"", async () => {
    const { user, control } = renderStory(Basic);
    const booking = storyBooking();
    const dialog = await editTime(user, 'Event End', wallTime(booking.start.timeValue - HOUR, booking.end.timezone));
    expect(within(dialog).getByRole('alert')).toHaveTextContent("End date/time must be after the event's start date/time");
    expect(control.spy('bookings.update')).not.toHaveBeenCalled();
  });

  it('shows each time of a Los Angeles booking with New York’s under it, for a viewer in New York', async () => {
    renderStory(ViewerElsewhere);
    const booking = storyBooking('booking-3');
    await screen.findByRole('switch', { name: 'Doors Open Early' });
    const start = overviewRow('Event Start');
    expect(within(start).getByText(formatInZone(booking.start.time, 'America/Los_Angeles', 'MM/DD/YYYY h:mm A z'))).toBeInTheDocument();
    expect(within(start).getByText(`${formatInZone(booking.start.time, 'America/New_York', 'h:mm A z')} your time`)).toBeInTheDocument();
    expect(formatInZone(booking.start.time, 'America/Los_Angeles', 'z')).toBe('PST');
    for (const row of ['Doors Open', 'Event End', 'Doors Close']) expect(within(overviewRow(row)).getByText(/ EST your time$/)).toBeInTheDocument();
  });

  it('shows one zone only where the viewer’s clock reads the same', async () => {
    renderStory(ViewerInTheSameZone);
    await screen.findByRole('switch', { name: 'Doors Open Early' });
    expect(screen.queryByText(/your time/)).not.toBeInTheDocument();
  });

  it("shows a server's refusal of the start (fieldErrors.start) at the dialog's date, not a generic error", async () => {
    const { user } = renderStory(StartRefused);
    const booking = storyBooking('booking-3');
    const dialog = await editTime(user, 'Event Start', wallTime(booking.start.timeValue - HOUR, booking.start.timezone));
    const date = within(dialog).getByRole('textbox', { name: /Date \(MM\/DD\/YYYY\)/ });
    await waitFor(() => expect(date).toHaveAccessibleDescription('Start date/time must be within the open/close time of this space'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
