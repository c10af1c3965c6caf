import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Empty, Error as ErrorStory, Loading, RetryError, Retrying } from './MailDeliveries.stories';

/** The text of every cell of the deliveries table, row by row (the header row left out). */
function deliveryCells(): string[][] {
  const rows = within(screen.getByRole('table', { name: 'Mail Deliveries' })).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

const recipients = () => deliveryCells().map((row) => row[1]);
const retryGrace = () => screen.getByRole('button', { name: 'Retry delivery to grace@example.com' });

describe('MailDeliveries', () => {
  it('asks for every state and lists the deliveries newest first, each with its state, tries and reason', async () => {
    const { control } = renderStory(Basic);
    expect(screen.getByRole('heading', { name: 'Mail Deliveries' })).toBeInTheDocument();
    await screen.findByText('alan@example.com');
    expect(recipients()).toEqual(['alan@example.com', 'grace@example.com', 'ada@example.com']);
    expect(deliveryCells()[0].slice(0, 8)).toEqual([
      '11/21/2026 9:20 AM CST',
      'alan@example.com',
      'Reminder: tomorrow',
      'Product Launch Keynote',
      'Day-of Reminder',
      'Queued',
      '2',
      'The mail server could not be reached: ECONNREFUSED',
    ]);
    expect(control.spy('maintenance.mailDeliveries')).toHaveBeenCalledExactlyOnceWith({ state: undefined, signal: expect.any(AbortSignal) });
  });

  it('offers RETRY on the failed delivery only', async () => {
    renderStory(Basic);
    await screen.findByText('alan@example.com');
    expect(screen.getAllByRole('button', { name: /^Retry delivery to/ })).toEqual([retryGrace()]);
  });

  it('filters by state: All, Queued, Sent, Failed; asks the server for the chosen one and shows its answer', async () => {
    const { user, control } = renderStory(Basic);
    await screen.findByText('alan@example.com');
    const filter = screen.getByRole('combobox', { name: 'State' });
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Queued', 'Sent', 'Failed']);
    await user.selectOptions(filter, 'Failed');
    expect(control.spy('maintenance.mailDeliveries')).toHaveBeenLastCalledWith({ state: 'failed', signal: expect.any(AbortSignal) });
    await waitFor(() => expect(recipients()).toEqual(['grace@example.com']));
    await user.selectOptions(filter, 'All');
    await waitFor(() => expect(recipients()).toEqual(['alan@example.com', 'grace@example.com', 'ada@example.com']));
  });

  it('RETRY sends the delivery ID, stays busy until answered, then the list is read again (the row shows Queued)', async () => {
    const { user, control } = renderStory(Retrying);
    const list = control.spy('maintenance.mailDeliveries');
    await screen.findByText('alan@example.com');
    await user.click(retryGrace());
    expect(control.spy('maintenance.retryMailDelivery')).toHaveBeenCalledExactlyOnceWith({ deliveryID: 'delivery-2' });
    await control.flush();
    expect(retryGrace()).toHaveAttribute('aria-busy', 'true');
    expect(retryGrace()).toBeDisabled();
    expect(list).toHaveBeenCalledTimes(1);
    await control.release('maintenance.retryMailDelivery');
    await waitFor(() => expect(deliveryCells().map((row) => row[5])).toEqual(['Queued', 'Queued', 'Sent']));
    expect(list).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: /^Retry delivery to/ })).not.toBeInTheDocument();
  });

  it("shows 'An error occurred retrying this delivery.' when RETRY is refused; the button is usable again", async () => {
    const { user } = renderStory(RetryError);
    await screen.findByText('alan@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(retryGrace());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred retrying this delivery.');
    expect(retryGrace()).toBeEnabled();
  });

  it("says 'No deliveries.' when nothing is queued", async () => {
    renderStory(Empty);
    expect(await screen.findByText('No deliveries.')).toBeInTheDocument();
  });

  it("Loading: 'Loading', no rows and no empty text, until the deliveries answer", async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('alan@example.com')).not.toBeInTheDocument();
    expect(screen.queryByText('No deliveries.')).not.toBeInTheDocument();
    await control.release('maintenance.mailDeliveries');
    expect(await screen.findByText('alan@example.com')).toBeInTheDocument();
  });

  it("shows 'An error occurred getting the mail deliveries.' when they cannot be read", async () => {
    renderStory(ErrorStory);
    expect(await screen.findByText('An error occurred getting the mail deliveries.')).toBeInTheDocument();
    expect(screen.queryByText('No deliveries.')).not.toBeInTheDocument();
  });
});
