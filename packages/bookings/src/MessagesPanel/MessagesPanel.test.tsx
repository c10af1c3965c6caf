import type { Booking } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storyBooking } from '../stories/BookingStoryPortal';
import { Basic, SaveError, Saving } from './MessagesPanel.stories';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const form = (name: string) => screen.getByRole('form', { name });
const put = (spy: { mock: { calls: unknown[][] } }) => (spy.mock.calls.at(-1)?.[0] as { booking: Booking }).booking;

async function replace(user: ReturnType<typeof renderStory>['user'], name: string, value: string) {
  const field = within(await screen.findByRole('form', { name })).getByRole('textbox', { name });
  await user.clear(field);
  if (value) await user.type(field, value);
  await user.click(within(form(name)).getByRole('button', { name: 'SAVE' }));
}

describe('MessagesPanel', () => {
  it('puts SAVE level with its box (on the box row of the field grid), the support switch on a line of its own', async () => {
    renderStory(Basic);
    const field = await screen.findByRole('textbox', { name: 'Event Link' });
    const save = within(form('Event Link')).getByRole('button', { name: 'SAVE' });
    const fieldRoot = field.closest('[data-ui="TextField"]') as HTMLElement;
    // SAVE shares the field's grid: the field's label, box and helper lie on its rows, SAVE on the box row.
    expect(save.parentElement).toBe(fieldRoot.parentElement);
    expect(getComputedStyle(fieldRoot).gridTemplateRows).toBe('subgrid');
    expect(getComputedStyle(save).gridRow).toBe('2');
    const support = screen.getByRole('switch', { name: 'Support Message Active' });
    const supportField = screen.getByRole('textbox', { name: 'Support Message' }).closest('[data-ui="TextField"]') as HTMLElement;
    expect(supportField.parentElement).not.toContainElement(support);
  });

  it('shows the stored support message, its active toggle and the leave URL', async () => {
    renderStory(Basic);
    const booking = storyBooking();
    expect(await screen.findByRole('textbox', { name: 'Support Message' })).toHaveValue(booking.supportMessage);
    expect(screen.getByRole('switch', { name: 'Support Message Active' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Leave Meeting Destination URL' })).toHaveValue('https://www.example.com/thanks');
  });

  it('refuses a blank support message while support is active, without a call', async () => {
    const { user, control } = renderStory(Basic);
    await replace(user, 'Support Message', '   ');
    expect(within(form('Support Message')).getByText('Required')).toBeInTheDocument();
    await control.flush();
    expect(control.spy('bookings.update')).not.toHaveBeenCalled();
  });

  it('saves a blank support message once support is turned off', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('switch', { name: 'Support Message Active' }));
    await replace(user, 'Support Message', '');
    await control.flush();
    expect(put(control.spy('bookings.update'))).toMatchObject({ enableSupport: false, supportMessage: '' });
  });

  it('saves one link error message on its own, keeping the others', async () => {
    const { user, control } = renderStory(Basic);
    await replace(user, 'Attendee Link', 'Your link has expired.');
    await control.flush();
    const update = control.spy('bookings.update');
    expect(update).toHaveBeenCalledTimes(1);
    expect(put(update).errorMessages).toEqual({ ...storyBooking().errorMessages, attendee: 'Your link has expired.' });
    expect(within(form('Attendee Link')).getByRole('status')).toHaveTextContent('Saved');
  });

  it('refuses a blank link error message', async () => {
    const { user, control } = renderStory(Basic);
    await replace(user, 'Event Link', ' ');
    expect(within(form('Event Link')).getByText('Required')).toBeInTheDocument();
    expect(control.spy('bookings.update')).not.toHaveBeenCalled();
  });

  it("refuses a leave URL that does not start with http: 'Please ensure that your URL begins with HTTP or HTTPS.'", async () => {
    const { user, control } = renderStory(Basic);
    await replace(user, 'Leave Meeting Destination URL', 'www.example.com/bye');
    expect(within(form('Leave Meeting Destination URL')).getByText('Please ensure that your URL begins with HTTP or HTTPS.')).toBeInTheDocument();
    expect(control.spy('bookings.update')).not.toHaveBeenCalled();
    await replace(user, 'Leave Meeting Destination URL', 'https://example.com/bye');
    await control.flush();
    expect(put(control.spy('bookings.update')).hangUpURL).toBe('https://example.com/bye');
  });

  it('saves a blank notification email address as empty', async () => {
    const { user, control } = renderStory(Basic);
    await replace(user, 'Notification Email Address', 'events@example.com');
    await control.flush();
    expect(put(control.spy('bookings.update')).registrationNotificationEmailAddress).toBe('events@example.com');
    await replace(user, 'Notification Email Address', '  ');
    await control.flush();
    expect(put(control.spy('bookings.update')).registrationNotificationEmailAddress).toBe('');
  });

  it('keeps SAVE in progress while the save is pending', async () => {
    const { user, control } = renderStory(Saving);
    await replace(user, 'Presenter Link', 'Ask the producer for a new link.');
    await control.flush();
    expect(within(form('Presenter Link')).getByRole('button', { name: 'SAVE' })).toHaveAttribute('aria-busy', 'true');
  });

  it.each([
    ['Registration Link', 'Closed.', 'An error occurred updating the error message for this link'],
    ['Support Message', 'Help is at the desk.', 'An error occurred updating the support message for this booking'],
    ['Leave Meeting Destination URL', 'https://example.com', 'An error occurred updating the leave meeting destination URL for this event.'],
    ['Notification Email Address', 'a@example.com', 'An error occurred updating the notification email address for this event.'],
  ])('shows the §8 error text when saving %s fails', async (name, value, message) => {
    const { user } = renderStory(SaveError);
    await replace(user, name, value);
    expect(await within(form(name)).findByRole('alert')).toHaveTextContent(message);
  });
});
