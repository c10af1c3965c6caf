import { defaultGuestFlow, GUEST_FLOW_TEXTS, HttpError, type Booking } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staleVersion } from '../stories/BookingStoryPortal';
import { intakeDrafts } from './intakeDrafts';
import { Basic, GuestFlow } from './RegistrationPanel.stories';

// Through the Registration tab's stories, where the section lives beside the rest of the tab.
afterEach(() => {
  intakeDrafts.clear();
  vi.restoreAllMocks();
});

const lastPut = (spy: { mock: { calls: unknown[][] } }) => (spy.mock.calls.at(-1)?.[0] as { booking: Booking }).booking;
const approval = () => screen.findByRole('region', { name: 'Approval and waitlist' });

describe("ApprovalSettings (the Registration tab's 'Approval and waitlist')", () => {
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
});
