import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Empty, Error as ErrorStory, Loading, RetryError, Retrying } from './MailOutbox.stories';

/** The text of every cell of a table, row by row (the header row left out). */
function cellsOf(name: string): string[][] {
  const rows = within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

const retryGrace = () => screen.getByRole('button', { name: 'Retry delivery to grace@example.com' });

describe('MailOutbox: the delivery queue', () => {
  it('lists every delivery newest first with when queued, to whom, subject, booking, template, state, tries and reason', async () => {
    const { control } = renderStory(Basic);
    await screen.findByText('alan@example.com');
    const cells = cellsOf('Mail Deliveries');
    expect(cells.map((row) => row[1])).toEqual(['alan@example.com', 'grace@example.com', 'ada@example.com']);
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
    expect(control.spy('maintenance.mailDeliveries')).toHaveBeenCalledWith(expect.objectContaining({ state: undefined }));
  });

  it('offers RETRY on the failed delivery only', async () => {
    renderStory(Basic);
    await screen.findByText('alan@example.com');
    expect(screen.getAllByRole('button', { name: /^Retry delivery to/ })).toEqual([retryGrace()]);
  });

  it('filters by state: asks the server for that state and lists what it answers', async () => {
    const { user, control } = renderStory(Basic);
    await screen.findByText('alan@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Failed');
    expect(control.spy('maintenance.mailDeliveries')).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'failed' }));
    await waitFor(() => expect(cellsOf('Mail Deliveries').map((row) => row[1])).toEqual(['grace@example.com']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Sent');
    await waitFor(() => expect(cellsOf('Mail Deliveries').map((row) => row[1])).toEqual(['ada@example.com']));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Queued', 'Sent', 'Failed']);
  });

  it('RETRY queues the failed delivery again: busy while the call runs, then the row shows Queued', async () => {
    const { user, control } = renderStory(Retrying);
    await screen.findByText('alan@example.com');
    await user.click(retryGrace());
    expect(control.spy('maintenance.retryMailDelivery')).toHaveBeenCalledExactlyOnceWith({ deliveryID: 'delivery-2' });
    await control.flush();
    expect(retryGrace()).toHaveAttribute('aria-busy', 'true');
    expect(retryGrace()).toBeDisabled();
    await control.release('maintenance.retryMailDelivery');
    await waitFor(() => expect(cellsOf('Mail Deliveries').map((row) => row[5])).toEqual(['Queued', 'Queued', 'Sent']));
    expect(screen.queryByRole('button', { name: /^Retry delivery to/ })).not.toBeInTheDocument();
  });

  it('shows the error when RETRY is refused, and the button is usable again', async () => {
    const { user } = renderStory(RetryError);
    await screen.findByText('alan@example.com');
    await user.click(retryGrace());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred retrying this delivery.');
    expect(retryGrace()).toBeEnabled();
  });

  it('says so when nothing is queued', async () => {
    renderStory(Empty);
    expect(await screen.findByText('No deliveries.')).toBeInTheDocument();
  });
});

describe('MailOutbox: the kept mail', () => {
  it('lists the kept mails newest first with when, to whom, subject and text', async () => {
    renderStory(Basic);
    await screen.findByText('Hello Ada, you are registered.');
    const cells = cellsOf('Mail Outbox');
    expect(cells.map((row) => row[1])).toEqual(['grace@example.com', 'ada@example.com']);
    expect(cells[0][0]).toBe('11/21/2026 9:30 AM CST');
    expect(cells[0][2]).toBe('Your link to Product Launch Keynote');
    expect(cells[1][3]).toBe('Hello Ada, you are registered.');
  });

  it('says so when the outbox is empty', async () => {
    renderStory(Empty);
    expect(await screen.findByText('The outbox is empty.')).toBeInTheDocument();
  });
});

describe('MailOutbox: loading and errors', () => {
  it('Loading: shows neither list nor empty text until each answer arrives', async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(screen.queryByText('No deliveries.')).not.toBeInTheDocument();
    expect(screen.queryByText('The outbox is empty.')).not.toBeInTheDocument();
    await control.release('maintenance.mailDeliveries');
    expect(await screen.findByText('No deliveries.')).toBeInTheDocument();
    expect(screen.queryByText('The outbox is empty.')).not.toBeInTheDocument();
    await control.release('maintenance.outbox');
    expect(await screen.findByText('The outbox is empty.')).toBeInTheDocument();
  });

  it('shows each error when neither can be read', async () => {
    renderStory(ErrorStory);
    expect(await screen.findByText('An error occurred getting the mail deliveries.')).toBeInTheDocument();
    expect(await screen.findByText('An error occurred getting the outbox.')).toBeInTheDocument();
  });
});
