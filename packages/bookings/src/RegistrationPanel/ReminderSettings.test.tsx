import { defaultGuestFlow, GUEST_FLOW_TEXTS, type Booking } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intakeDrafts } from './intakeDrafts';
import { Basic } from './RegistrationPanel.stories';

// Through the Registration tab's stories, where the section lives beside the rest of the tab.
afterEach(() => {
  intakeDrafts.clear();
  vi.restoreAllMocks();
});

const lastPut = (spy: { mock: { calls: unknown[][] } }) => (spy.mock.calls.at(-1)?.[0] as { booking: Booking }).booking;
const approval = () => screen.findByRole('region', { name: 'Approval and waitlist' });
const reminders = () => screen.findByRole('region', { name: 'Reminders and follow-ups' });

describe("ReminderSettings (the Registration tab's 'Reminders and follow-ups')", () => {
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
