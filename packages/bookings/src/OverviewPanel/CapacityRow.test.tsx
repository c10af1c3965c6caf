import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storyBooking } from '../stories/BookingStoryPortal';
import { Basic, Locked, SaveError, Saving } from './CapacityRow.stories';
import { overviewRow } from './overviewTestKit';

async function typeCapacity(user: ReturnType<typeof renderStory>['user'], dialog: HTMLElement, value: string) {
  const field = within(dialog).getByRole('spinbutton', { name: /Event Capacity/ });
  await user.clear(field);
  await user.type(field, value);
  await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
}

async function openCapacity(user: ReturnType<typeof renderStory>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit event capacity' }));
  return screen.getByRole('dialog', { name: 'Event Capacity' });
}

describe('CapacityRow', () => {
  it('refuses a capacity above 500 and below the registration count, then saves a valid one', async () => {
    const { user, control } = renderStory(Basic);
    const update = control.spy('bookings.update');
    expect(storyBooking().registrationCount).toBeGreaterThan(1);
    const dialog = await openCapacity(user);
    await typeCapacity(user, dialog, '501');
    expect(within(dialog).getByText('Event capacity setting cannot exceed 500 attendees')).toBeInTheDocument();
    await typeCapacity(user, dialog, '1');
    expect(within(dialog).getByText('Event capacity may not be set below the current registration count for this event')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await typeCapacity(user, dialog, '500');
    await control.flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(update).toHaveBeenCalledExactlyOnceWith({ booking: expect.objectContaining({ capacity: 500, version: 1 }) });
    expect(within(overviewRow('Event Capacity')).getByText('500')).toBeInTheDocument();
  });

  it('stays in progress while saving', async () => {
    const { user, control } = renderStory(Saving);
    const dialog = await openCapacity(user);
    await typeCapacity(user, dialog, '30');
    await control.flush();
    expect(within(dialog).getByRole('button', { name: 'SAVE' })).toBeDisabled();
    await control.release('bookings.update');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Error updating the selected booking' when the save fails", async () => {
    const { user } = renderStory(SaveError);
    const dialog = await openCapacity(user);
    await typeCapacity(user, dialog, '30');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error updating the selected booking');
  });

  it('locks the edit for a private cloud booking starting in under 24 hours', async () => {
    renderStory(Locked);
    expect(await screen.findByRole('button', { name: 'Edit event capacity' })).toBeDisabled();
  });
});
