import { renderStory } from '@greenroom/testing';
import { createHttpApi, type FetchFunction } from '@greenroom/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storyBooking } from '../stories/BookingStoryPortal';
import { loadedDialog } from '../stories/panelTesting';
import { Basic, CapacityRefused, Locked, SaveError, Saving } from './CapacityRow.stories';
import { overviewRow } from './overviewTestKit';

async function typeCapacity(user: ReturnType<typeof renderStory>['user'], dialog: HTMLElement, value: string) {
  const field = within(dialog).getByRole('spinbutton', { name: /Event Capacity/ });
  await user.clear(field);
  await user.type(field, value);
  await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
}

async function openCapacity(user: ReturnType<typeof renderStory>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit event capacity' }));
  // The dialog loads on first use: until then a frame with the same title stands in.
  return loadedDialog('Event Capacity');
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

  it("shows the server's capacity text (400 fieldErrors.capacity) at the field, not 'Error updating the selected booking'", async () => {
    const { user, control } = renderStory(CapacityRefused);
    const dialog = await openCapacity(user);
    await typeCapacity(user, dialog, '30');
    await control.flush();
    const field = within(dialog).getByRole('spinbutton', { name: /Event Capacity/ });
    expect(field).toHaveAccessibleDescription('Event capacity may not be set below the current registration count for this event');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Error updating the selected booking')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Event Capacity' })).toBeInTheDocument();
  });

  it('reads the field error from a real 400 answer of the HTTP adapter', async () => {
    const text = 'Event capacity may not be set below the current registration count for this event';
    const fetch = vi.fn<FetchFunction>(async (_url, init) =>
      init.method === 'PUT'
        ? new Response(JSON.stringify({ message: 'Invalid booking', fieldErrors: { capacity: text } }), { status: 400, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify(storyBooking()), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const auth = { getIdToken: async () => 'token', refresh: async () => 'token', signOut: async () => undefined };
    const { user } = renderStory(Basic, { api: createHttpApi({ baseUrl: '/api', auth, fetch }) });
    const dialog = await openCapacity(user);
    await typeCapacity(user, dialog, '30');
    const field = within(dialog).getByRole('spinbutton', { name: /Event Capacity/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(text));
    expect(fetch).toHaveBeenLastCalledWith('/api/booking', expect.objectContaining({ method: 'PUT' }));
    expect(within(dialog).queryByText('Error updating the selected booking')).not.toBeInTheDocument();
  });

  it('locks the edit for a private cloud booking starting in under 24 hours', async () => {
    renderStory(Locked);
    expect(await screen.findByRole('button', { name: 'Edit event capacity' })).toBeDisabled();
  });
});
