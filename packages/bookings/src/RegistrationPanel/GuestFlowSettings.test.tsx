import { defaultGuestFlow, GUEST_FLOW_TEXTS, HttpError, type Booking } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staleVersion } from '../stories/BookingStoryPortal';
import { intakeDrafts } from './intakeDrafts';
import { Basic, GuestFlow } from './RegistrationPanel.stories';

afterEach(() => {
  intakeDrafts.clear();
  vi.restoreAllMocks();
});

const lastPut = (spy: { mock: { calls: unknown[][] } }) => (spy.mock.calls.at(-1)?.[0] as { booking: Booking }).booking;
const approval = () => screen.findByRole('region', { name: 'Approval and waitlist' });
const reminders = () => screen.findByRole('region', { name: 'Reminders and follow-ups' });

describe("RegistrationPanel's guest flow", () => {
  it("saves 'Approval and waitlist' with SAVE: the PUT carries the guest flow, then 'Guest flow saved'", async () => {
    const { user, control } = renderStory(Basic);
    const section = await approval();
    await user.click(within(section).getByRole('switch', { name: 'Require approval' }));
    await user.click(within(section).getByRole('switch', { name: 'Waitlist when full' }));
    const hours = within(section).getByRole('textbox', { name: 'Claim window (hours)' });
    await user.clear(hours);
    await user.type(hours, '12');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Guest language' }), 'Deutsch');
    const update = control.spy('bookings.update');
    expect(update).not.toHaveBeenCalled();
    await user.click(within(section).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(update).toHaveBeenCalledTimes(1);
    expect(lastPut(update).guestFlow).toEqual({ ...defaultGuestFlow(), requireApproval: true, waitlist: true, claimWindowHours: 12, language: 'de' });
    expect(await screen.findByText('Guest flow saved')).toBeInTheDocument();
    expect(within(section).getByRole('switch', { name: 'Require approval' })).toBeChecked();
  });

  it.each(['0', '169', '1.5', ''])("refuses a claim window of '%s' with core's message at the field and saves nothing", async (typed) => {
    const { user, control } = renderStory(Basic);
    const section = await approval();
    const hours = within(section).getByRole('textbox', { name: 'Claim window (hours)' });
    await user.clear(hours);
    if (typed) await user.type(hours, typed);
    await user.click(within(section).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(hours).toHaveAccessibleDescription(GUEST_FLOW_TEXTS.claimWindow);
    expect(control.spy('bookings.update')).not.toHaveBeenCalled();
  });

  it("shows a server's guestFlow.claimWindowHours field error at the field, and no snackbar", async () => {
    const { user, control } = renderStory(Basic);
    control.spy('bookings.update').mockRejectedValueOnce(new HttpError(400, 'Invalid request', undefined, { 'guestFlow.claimWindowHours': GUEST_FLOW_TEXTS.claimWindow }));
    const section = await approval();
    await user.click(within(section).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(within(section).getByRole('textbox', { name: 'Claim window (hours)' })).toHaveAccessibleDescription(GUEST_FLOW_TEXTS.claimWindow);
    expect(screen.queryByText('Guest flow saved')).not.toBeInTheDocument();
  });

  it('handles a stale save (412) like the rest of the tab: the producer is told, no snackbar', async () => {
    const { user, control, alert } = renderStory(Basic);
    control.spy('bookings.update').mockRejectedValueOnce(staleVersion());
    const section = await approval();
    await user.click(within(section).getByRole('switch', { name: 'Waitlist when full' }));
    await user.click(within(section).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(alert).toHaveBeenCalledWith('This booking was changed elsewhere. The latest version has been loaded; please make your change again.');
    expect(screen.queryByText('Guest flow saved')).not.toBeInTheDocument();
  });

  it('shows the stored guest flow of a booking with approval and a waitlist on', async () => {
    renderStory(GuestFlow);
    const section = await approval();
    expect(within(section).getByRole('switch', { name: 'Require approval' })).toBeChecked();
    expect(within(section).getByRole('switch', { name: 'Waitlist when full' })).toBeChecked();
    expect(within(section).getByRole('textbox', { name: 'Claim window (hours)' })).toHaveValue('24');
    expect(within(section).getByRole('combobox', { name: 'Guest language' })).toHaveValue('en');
  });

  it('names each reminder from its anchor, offset and audience, and saves on/off and offsets with its own SAVE', async () => {
    const { user, control } = renderStory(Basic);
    const section = await reminders();
    const toggles = within(section).getAllByRole('switch');
    expect(toggles).toHaveLength(4);
    for (const toggle of toggles) expect(toggle).toBeChecked();
    for (const name of [
      'Send 24 hours before the start · registered guests',
      'Send 1 hour before the start · registered guests',
      'Send 1 hour after the end · guests who came',
      'Send 1 hour after the end · guests who missed it',
    ]) {
      expect(within(section).getByRole('switch', { name })).toBeInTheDocument();
    }
    await user.click(within(section).getByRole('switch', { name: 'Send 1 hour after the end · guests who missed it' }));
    const dayBefore = within(section).getByRole('textbox', { name: 'Minutes for 24 hours before the start · registered guests' });
    await user.clear(dayBefore);
    await user.type(dayBefore, '2880');
    expect(within(section).getByRole('switch', { name: 'Send 48 hours before the start · registered guests' })).toBeChecked();
    await user.click(within(section).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    const update = control.spy('bookings.update');
    expect(update).toHaveBeenCalledTimes(1);
    const [day, hour, thanks, sorry] = defaultGuestFlow().reminders;
    expect(lastPut(update).guestFlow).toEqual({ ...defaultGuestFlow(), reminders: [{ ...day, offsetMinutes: 2880 }, hour, thanks, { ...sorry, enabled: false }] });
    expect(await screen.findByText('Reminders saved')).toBeInTheDocument();
  });

  it("refuses an offset that is not whole minutes with core's message at its field", async () => {
    const { user, control } = renderStory(Basic);
    const section = await reminders();
    const hourBefore = within(section).getByRole('textbox', { name: 'Minutes for 1 hour before the start · registered guests' });
    await user.clear(hourBefore);
    await user.type(hourBefore, '90.5');
    await user.click(within(section).getByRole('button', { name: 'SAVE' }));
    expect(hourBefore).toHaveAccessibleDescription(GUEST_FLOW_TEXTS.offset);
    expect(control.spy('bookings.update')).not.toHaveBeenCalled();
  });

  it("keeps unsaved 'Approval and waitlist' edits when the reminders are saved, and the stored ones in the PUT", async () => {
    const { user, control } = renderStory(Basic);
    const flow = await approval();
    await user.click(within(flow).getByRole('switch', { name: 'Require approval' }));
    const section = await reminders();
    await user.click(within(section).getByRole('switch', { name: 'Send 1 hour before the start · registered guests' }));
    await user.click(within(section).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(lastPut(control.spy('bookings.update')).guestFlow?.requireApproval).toBe(false);
    expect(await screen.findByText('Reminders saved')).toBeInTheDocument();
    expect(within(flow).getByRole('switch', { name: 'Require approval' })).toBeChecked();
  });
});
