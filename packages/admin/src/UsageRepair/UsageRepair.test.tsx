import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, BookingError, Error as ErrorStory, Saving } from './UsageRepair.stories';

async function lookUp(user: ReturnType<typeof renderStory>['user'], bookingID = 'booking-1') {
  await user.type(screen.getByRole('textbox', { name: /Input Booking ID/ }), bookingID);
  await user.click(screen.getByRole('button', { name: 'LOOK UP' }));
  return screen.findByRole('table', { name: 'Attendees without an exit time' });
}

describe('UsageRepair', () => {
  it('flags a blank booking ID and fetches nothing', async () => {
    const { user, control } = renderStory(Basic);
    const get = control.spy('bookings.get');
    await user.type(screen.getByRole('textbox', { name: /Input Booking ID/ }), '  ');
    await user.click(screen.getByRole('button', { name: 'LOOK UP' }));
    expect(screen.getByRole('textbox', { name: /Input Booking ID/ })).toHaveAccessibleDescription('Required');
    expect(get).not.toHaveBeenCalled();
  });

  it("lists only the attendees without an exit time and defaults the end to the event's end", async () => {
    const { user, control } = renderStory(Basic);
    const booking = await control.api.bookings.get({ bookingID: 'booking-1' });
    const table = await lookUp(user);
    const names = within(table).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent);
    expect(names).toHaveLength(2);
    expect(screen.getByRole('heading', { name: "Select End Time to Mark (in event's timezone)" })).toBeInTheDocument();
    const end = new Intl.DateTimeFormat('en-US', { timeZone: booking.end.timezone, month: '2-digit', day: '2-digit', year: 'numeric' }).format(new Date(booking.end.time));
    expect(screen.getByRole('textbox', { name: /End date/ })).toHaveValue(end);
  });

  it("marks the selected attendees at the chosen time in the event's zone, then 'Success' and BACK", async () => {
    const { user, control } = renderStory(Basic);
    const repair = control.spy('attendance.repairUsage');
    const booking = await control.api.bookings.get({ bookingID: 'booking-1' });
    const table = await lookUp(user);
    await user.click(within(table).getAllByRole('checkbox')[0]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
    expect(repair).toHaveBeenCalledExactlyOnceWith({ bookingID: 'booking-1', attendees: [expect.any(String)], endTime: expect.any(String) });
    // The event's end, to the minute.
    expect(Date.parse(repair.mock.calls[0][0].endTime)).toBe(Math.floor(Date.parse(booking.end.time) / 60000) * 60000);
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByRole('textbox', { name: /Input Booking ID/ })).toHaveValue('');
  });

  it('asks for an attendee before sending anything', async () => {
    const { user, control } = renderStory(Basic);
    const repair = control.spy('attendance.repairUsage');
    await lookUp(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least one attendee.');
    expect(repair).not.toHaveBeenCalled();
  });

  it('Saving: Submit stays busy until the answer', async () => {
    const { user, control } = renderStory(Saving);
    const table = await lookUp(user);
    await user.click(within(table).getAllByRole('checkbox')[0]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await control.flush();
    expect(screen.getByRole('button', { name: /Submit/ })).toBeDisabled();
    await control.release('attendance.repairUsage');
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
  });

  it("shows 'An error occurred getting this booking' when the booking cannot be fetched", async () => {
    const { user } = renderStory(BookingError);
    await user.type(screen.getByRole('textbox', { name: /Input Booking ID/ }), 'booking-1');
    await user.click(screen.getByRole('button', { name: 'LOOK UP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred getting this booking');
  });

  it("shows 'An error occurred updating the selected attendees' when the repair fails", async () => {
    const { user } = renderStory(ErrorStory);
    const table = await lookUp(user);
    await user.click(within(table).getAllByRole('checkbox')[0]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred updating the selected attendees');
  });
});
