import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storyBooking } from '../stories/BookingStoryPortal';
import { Basic, CreateError, Duplicating } from './DuplicateBookingDialog.stories';

const DAY = 86_400_000;

/** The story booking's start day moved by `days`, as typed in the date field (MM/DD/YYYY). */
function typedDay(days: number): string {
  const original = storyBooking();
  return new Date(original.start.timeValue + days * DAY).toLocaleDateString('en-US', {
    timeZone: original.start.timezone,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  });
}

/** A wall time HH:MM in a zone, as the time field shows it. */
const wallTime = (ms: number, timeZone: string) => new Date(ms).toLocaleTimeString('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' });

async function setDate(user: ReturnType<typeof renderStory>['user'], dialog: HTMLElement, typed: string) {
  const field = within(dialog).getByRole('textbox', { name: /Date/ });
  await user.clear(field);
  await user.type(field, typed);
}

describe('DuplicateBookingDialog', () => {
  it("refuses a run start outside the space's open/close window", async () => {
    const { user, control } = renderStory(Basic);
    const dialog = await screen.findByRole('dialog', { name: 'Set Run Start Date / Time' });
    await setDate(user, dialog, '01/01/2020');
    await user.click(within(dialog).getByRole('button', { name: 'NEXT' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Start date/time must be within the open/close time of this space');
    expect(control.spy('bookings.create')).not.toHaveBeenCalled();
  });

  it('opens Set Run End on the new start plus the original length, refuses an end before the new start, then creates the copy with doors moved along', async () => {
    const { user, control } = renderStory(Basic);
    const original = storyBooking();
    const start = await screen.findByRole('dialog', { name: 'Set Run Start Date / Time' });
    await setDate(user, start, typedDay(1));
    await user.click(within(start).getByRole('button', { name: 'NEXT' }));
    const end = await screen.findByRole('dialog', { name: 'Set Run End Date / Time' });
    // Prefilled: the day after the original end, at the original end's time (a two-hour run).
    expect(within(end).getByRole('textbox', { name: /Date/ })).toHaveValue(typedDay(1));
    expect(within(end).getByLabelText('Time')).toHaveValue(wallTime(original.end.timeValue, original.end.timezone));

    await setDate(user, end, typedDay(0));
    await user.click(within(end).getByRole('button', { name: 'SAVE' }));
    expect(within(end).getByRole('alert')).toHaveTextContent("End date/time must be after the event's start date/time");
    expect(control.spy('bookings.create')).not.toHaveBeenCalled();

    await setDate(user, end, typedDay(1));
    await user.click(within(end).getByRole('button', { name: 'SAVE' }));
    const copy = await screen.findByText(/^Duplicated: Product Launch Keynote \(booking-\d+\)$/);
    expect(copy).toBeInTheDocument();
    const payload = control.spy('bookings.create').mock.calls[0][0];
    expect(payload).toMatchObject({ spaceID: 'space-1', name: original.name, capacity: original.capacity });
    expect(payload.start.timeValue).toBe(original.start.timeValue + DAY);
    expect(payload.end.timeValue).toBe(original.end.timeValue + DAY);
    expect(Date.parse(payload.doorsOpen)).toBe(Date.parse(original.doorsOpen) + DAY);
    expect(Date.parse(payload.doorsClosed)).toBe(Date.parse(original.doorsClosed) + DAY);
  }, 20_000);

  it('prefills the end from a start moved by hours, not from the original end', async () => {
    const { user, control } = renderStory(Basic);
    const original = storyBooking();
    const start = await screen.findByRole('dialog', { name: 'Set Run Start Date / Time' });
    const time = within(start).getByLabelText('Time');
    await setDate(user, start, typedDay(2));
    await user.clear(time);
    await user.type(time, '09:15');
    await user.click(within(start).getByRole('button', { name: 'NEXT' }));
    const end = await screen.findByRole('dialog', { name: 'Set Run End Date / Time' });
    expect(within(end).getByLabelText('Time')).toHaveValue('11:15');
    await user.click(within(end).getByRole('button', { name: 'SAVE' }));
    await screen.findByText(/^Duplicated: /);
    const payload = control.spy('bookings.create').mock.calls[0][0];
    expect(payload.end.timeValue - payload.start.timeValue).toBe(original.end.timeValue - original.start.timeValue);
  }, 20_000);

  it('keeps Set Run End in progress until the copy is created', async () => {
    const { user, control } = renderStory(Duplicating);
    await user.click(within(await screen.findByRole('dialog', { name: 'Set Run Start Date / Time' })).getByRole('button', { name: 'NEXT' }));
    const end = await screen.findByRole('dialog', { name: 'Set Run End Date / Time' });
    await user.click(within(end).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(within(end).getByRole('button', { name: 'SAVE' })).toBeDisabled();
    await control.release('bookings.create');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the end dialog open with an error when creating the copy fails', async () => {
    const { user } = renderStory(CreateError);
    await user.click(within(await screen.findByRole('dialog', { name: 'Set Run Start Date / Time' })).getByRole('button', { name: 'NEXT' }));
    const end = await screen.findByRole('dialog', { name: 'Set Run End Date / Time' });
    await user.click(within(end).getByRole('button', { name: 'SAVE' }));
    expect(await within(end).findByRole('alert')).toHaveTextContent('An error occurred duplicating this booking');
  });
});
