import { HttpError, registrationCapacityReached, REGISTRATION_STATUS_TEXTS } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedDialog } from '../stories/panelTesting';
import { Basic, GuestFlow, GuestFlowFull, GuestFlowWithoutDecisions } from './GuestListPanel.stories';

afterEach(() => vi.restoreAllMocks());

const rowOf = (name: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(name))!;
/** The Status cell of a guest's row (the column's index from the header). */
const statusOf = (name: string) => {
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  return within(rowOf(name)).getAllByRole('cell')[headers.indexOf('Status')].textContent;
};
// The offered guest's claim lapses a day after the stories' moment: 2026-11-22 15:00 UTC, on the
// viewer's (the stories') Chicago clock.
const OFFERED_UNTIL = 'Offered until 11/22/2026 9:00 AM CST';

describe('GuestListPanel with the guest flow', () => {
  it('shows each guest\'s status: pending, approved, denied, waitlisted with the place in line, offered until when, cancelled', async () => {
    renderStory(GuestFlow);
    await screen.findByText('Mary Jackson');
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(statusOf('Ada Lovelace')).toBe('Approved');
    expect(statusOf('Mary Jackson')).toBe('Pending');
    expect(statusOf('Tim Berners')).toBe('Denied');
    expect(statusOf('Edsger Dijkstra')).toBe('Waitlisted (#1)');
    expect(statusOf('Barbara Liskov')).toBe('Waitlisted (#2)');
    expect(statusOf('Frances Allen')).toBe(OFFERED_UNTIL);
    expect(statusOf('Hedy Lamarr')).toBe('Cancelled');
  });

  it('leaves the Status column, the selection and the waitlist out when the booking has no guest flow and everyone is approved', async () => {
    renderStory(Basic);
    await screen.findByText('Ada Lovelace');
    expect(screen.queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all pending' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'APPROVE' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^WAITLIST/ })).not.toBeInTheDocument();
  });

  it('approves the selected pending guests with a message: one decide call, a snackbar, the list read again', async () => {
    const { user, control } = renderStory(GuestFlow);
    await screen.findByText('Mary Jackson');
    expect(screen.queryByRole('checkbox', { name: 'Select Ada Lovelace' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'APPROVE' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all pending' }));
    expect(screen.getByRole('checkbox', { name: 'Select Mary Jackson' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Dorothy Vaughan' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'APPROVE' }));
    const dialog = await loadedDialog('Approve registrations');
    expect(dialog).toHaveAccessibleDescription('Approve 2 registrations?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message to guests' }), 'See you on the day');
    await user.click(within(dialog).getByRole('button', { name: 'APPROVE' }));
    await control.flush();
    expect(control.spy('registrations.decide')).toHaveBeenCalledExactlyOnceWith({
      bookingID: 'booking-1',
      registrationIDs: ['flow-pending-1', 'flow-pending-2'],
      decision: 'approve',
      message: 'See you on the day',
    });
    expect(await screen.findByText('2 registrations approved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(statusOf('Mary Jackson')).toBe('Approved'));
    expect(statusOf('Dorothy Vaughan')).toBe('Approved');
    expect(screen.queryByRole('checkbox', { name: 'Select all pending' })).not.toBeInTheDocument();
  });

  it('denies one guest without a message: the call carries no message', async () => {
    const { user, control } = renderStory(GuestFlow);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Dorothy Vaughan' }));
    expect(screen.getByRole('checkbox', { name: 'Select all pending' })).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('button', { name: 'DENY' }));
    const dialog = await loadedDialog('Deny registrations');
    expect(dialog).toHaveAccessibleDescription('Deny 1 registration?');
    await user.click(within(dialog).getByRole('button', { name: 'DENY' }));
    await control.flush();
    expect(control.spy('registrations.decide')).toHaveBeenCalledExactlyOnceWith({ bookingID: 'booking-1', registrationIDs: ['flow-pending-2'], decision: 'deny' });
    expect(await screen.findByText('1 registration denied')).toBeInTheDocument();
    await waitFor(() => expect(statusOf('Dorothy Vaughan')).toBe('Denied'));
    expect(statusOf('Mary Jackson')).toBe('Pending');
  });

  it("shows the server's 409 in the dialog and changes nothing", async () => {
    const { user, control } = renderStory(GuestFlowFull);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Mary Jackson' }));
    await user.click(screen.getByRole('button', { name: 'APPROVE' }));
    const dialog = await loadedDialog('Approve registrations');
    await user.click(within(dialog).getByRole('button', { name: 'APPROVE' }));
    await control.flush();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(registrationCapacityReached(5));
    expect(control.spy('registrations.decide')).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Approve registrations' })).toBeInTheDocument();
    expect(screen.queryByText('1 registration approved')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(statusOf('Mary Jackson')).toBe('Pending');
  });

  // On a full booking, so the place a promotion takes frees nothing for the next in line.
  it('lists the waitlist in order and promotes a guest by hand, who then shows as offered', async () => {
    const { user, control } = renderStory(GuestFlowFull);
    await user.click(await screen.findByRole('button', { name: 'WAITLIST (2)' }));
    const dialog = await loadedDialog('Waitlist');
    const line = within(dialog).getByRole('list', { name: 'Waitlist' });
    expect(within(line).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '#1Edsger Dijkstraedsger.dijkstra@example.comPROMOTE',
      '#2Barbara Liskovbarbara.liskov@example.comPROMOTE',
    ]);
    const offered = within(dialog).getByRole('list', { name: 'Offered a place' });
    expect(within(offered).getByRole('listitem')).toHaveTextContent(`Frances Allenfrances.allen@example.com${OFFERED_UNTIL}`);

    await user.click(within(dialog).getByRole('button', { name: 'Promote Barbara Liskov' }));
    await control.flush();
    expect(control.spy('registrations.promote')).toHaveBeenCalledExactlyOnceWith({ bookingID: 'booking-1', registrationID: 'flow-waiting-2' });
    await waitFor(() => expect(within(line).getAllByRole('listitem')).toHaveLength(1));
    const barbara = within(offered).getAllByRole('listitem').find((item) => item.textContent?.includes('Barbara Liskov'))!;
    expect(barbara.textContent).toMatch(/Offered until \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M C[SD]T$/);
    await user.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    expect(statusOf('Barbara Liskov')).toMatch(/^Offered until /);
    expect(screen.getByRole('button', { name: 'WAITLIST (1)' })).toBeInTheDocument();
  });

  it("shows a refused promotion's message in the waitlist dialog", async () => {
    const { user, control } = renderStory(GuestFlow);
    control.spy('registrations.promote').mockRejectedValueOnce(new HttpError(409, REGISTRATION_STATUS_TEXTS.notWaitlisted));
    await user.click(await screen.findByRole('button', { name: 'WAITLIST (2)' }));
    const dialog = await loadedDialog('Waitlist');
    await user.click(within(dialog).getByRole('button', { name: 'Promote Edsger Dijkstra' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REGISTRATION_STATUS_TEXTS.notWaitlisted);
    expect(within(dialog).getAllByRole('button', { name: /^Promote / })).toHaveLength(2);
  });

  it('hides APPROVE, DENY, the selection and PROMOTE when the backend has no decide or promote, and never calls them', async () => {
    const { user, control } = renderStory(GuestFlowWithoutDecisions);
    await screen.findByText('Mary Jackson');
    expect(statusOf('Mary Jackson')).toBe('Pending');
    expect(screen.queryByRole('checkbox', { name: 'Select all pending' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Mary Jackson' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'APPROVE' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'DENY' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'WAITLIST (2)' }));
    const dialog = await loadedDialog('Waitlist');
    expect(within(dialog).getByText('Edsger Dijkstra')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Promote / })).not.toBeInTheDocument();
    expect(control.spy('registrations.decide')).not.toHaveBeenCalled();
    expect(control.spy('registrations.promote')).not.toHaveBeenCalled();
  });
});
