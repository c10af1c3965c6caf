import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itShowsListStates, renderListed, tableCells } from '../stories/tableTesting';
import { Basic, Empty, Error as ErrorStory, Loading, RetryError, Retrying } from './MailDeliveries.stories';

const recipients = () => tableCells('Mail Deliveries').map((row) => row[1]);
const retryGrace = () => screen.getByRole('button', { name: 'Retry delivery to grace@example.com' });

describe('MailDeliveries', () => {
  it('asks for every state and lists the deliveries newest first, each with its state, tries and reason', async () => {
    const { control } = await renderListed(Basic, 'alan@example.com');
    expect(screen.getByRole('heading', { name: 'Mail Deliveries' })).toBeInTheDocument();
    const cells = tableCells('Mail Deliveries');
    expect(recipients()).toEqual(['alan@example.com', 'grace@example.com', 'ada@example.com']);
    expect(cells[0].slice(0, 8)).toEqual([
      '11/21/2026 9:20 AM CST',
      'alan@example.com',
      'Reminder: tomorrow',
      'Product Launch Keynote',
      'Day-of Reminder',
      'Queued',
      '2',
      'The mail server could not be reached: ECONNREFUSED',
    ]);
    expect(cells[1].slice(0, 8)).toEqual([
      '11/21/2026 9:10 AM CST',
      'grace@example.com',
      'Your link to Product Launch Keynote',
      'Product Launch Keynote',
      'Attendee Invite Link',
      'Failed',
      '5',
      'Mailbox unavailable: 550 5.1.1 user unknown',
    ]);
    expect(cells.map((row) => row[5])).toEqual(['Queued', 'Failed', 'Sent']);
    expect(control.spy('maintenance.mailDeliveries')).toHaveBeenCalledExactlyOnceWith({ state: undefined, signal: expect.any(AbortSignal) });
  });

  it("opens a row's whole failure reason under the table, and closes it again", async () => {
    const { user } = await renderListed(Basic, 'alan@example.com');
    const reason = screen.getByRole('button', { name: 'Mailbox unavailable: 550 5.1.1 user unknown' });
    expect(reason).toHaveAttribute('aria-expanded', 'false');
    await user.click(reason);
    expect(reason).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Why the mail to grace@example.com (Your link to Product Launch Keynote) failed' });
    expect(reason).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByText('Mailbox unavailable: 550 5.1.1 user unknown')).toBeInTheDocument();
    await user.click(reason);
    expect(screen.queryByRole('region', { name: /^Why the mail to/ })).not.toBeInTheDocument();
  });

  it('offers RETRY on the failed delivery only', async () => {
    await renderListed(Basic, 'alan@example.com');
    expect(screen.getAllByRole('button', { name: /^Retry delivery to/ })).toEqual([retryGrace()]);
  });

  it('filters by state: All, Queued, Sent, Failed; asks the server for the chosen one and shows its answer', async () => {
    const { user, control } = await renderListed(Basic, 'alan@example.com');
    const filter = screen.getByRole('combobox', { name: 'State' });
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Queued', 'Sent', 'Failed']);
    await user.selectOptions(filter, 'Failed');
    expect(control.spy('maintenance.mailDeliveries')).toHaveBeenLastCalledWith({ state: 'failed', signal: expect.any(AbortSignal) });
    await waitFor(() => expect(recipients()).toEqual(['grace@example.com']));
    await user.selectOptions(filter, 'Sent');
    expect(control.spy('maintenance.mailDeliveries')).toHaveBeenLastCalledWith({ state: 'sent', signal: expect.any(AbortSignal) });
    await waitFor(() => expect(recipients()).toEqual(['ada@example.com']));
    await user.selectOptions(filter, 'All');
    await waitFor(() => expect(recipients()).toEqual(['alan@example.com', 'grace@example.com', 'ada@example.com']));
  });

  it('RETRY sends the delivery ID, stays busy until answered, then the list is read again (the row shows Queued)', async () => {
    const { user, control } = await renderListed(Retrying, 'alan@example.com');
    const list = control.spy('maintenance.mailDeliveries');
    await user.click(retryGrace());
    expect(control.spy('maintenance.retryMailDelivery')).toHaveBeenCalledExactlyOnceWith({ deliveryID: 'delivery-2' });
    await control.flush();
    expect(retryGrace()).toHaveAttribute('aria-busy', 'true');
    expect(retryGrace()).toBeDisabled();
    expect(list).toHaveBeenCalledTimes(1);
    await control.release('maintenance.retryMailDelivery');
    await waitFor(() => expect(tableCells('Mail Deliveries').map((row) => row[5])).toEqual(['Queued', 'Queued', 'Sent']));
    expect(list).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: /^Retry delivery to/ })).not.toBeInTheDocument();
  });

  it("shows 'An error occurred retrying this delivery.' when RETRY is refused; the button is usable again", async () => {
    const { user } = await renderListed(RetryError, 'alan@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(retryGrace());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred retrying this delivery.');
    expect(retryGrace()).toBeEnabled();
  });

  itShowsListStates({
    emptyText: 'No deliveries.',
    loading: { story: Loading, call: 'maintenance.mailDeliveries', shows: 'alan@example.com' },
    empty: Empty,
    error: { story: ErrorStory, text: 'An error occurred getting the mail deliveries.' },
  });
});
