import { HttpError, REFUSAL_TEXTS, STALE_RECORD_REFUSAL, WEBHOOK_TEXTS } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, DeliveriesError, Empty, Error as ErrorStory, Loading } from './WebhooksPanel.stories';

const CRM = 'https://crm.example.com/hooks/greenroom';
const INTRANET = 'https://old-intranet.example.com/greenroom';

const card = (url: string) => screen.getByRole('article', { name: url });
const cardNames = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

/** The cells of each data row of a delivery log (the header row has no data-index). */
function logRows(url: string): string[][] {
  return within(screen.getByRole('table', { name: `Deliveries to ${url}` }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'))
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe('WebhooksPanel', () => {
  it('shows each webhook with its events and state, says why Greenroom turned one off, and turns it on again at its version', async () => {
    const { user, control } = renderStory(Basic);
    await screen.findByRole('article', { name: CRM });
    expect(cardNames()).toEqual([CRM, INTRANET]);
    expect(control.spy('webhooks.list')).toHaveBeenCalledExactlyOnceWith({ projectID: 'project-1', signal: expect.any(AbortSignal) });
    expect(card(CRM)).toHaveTextContent('Booking created, Booking updated, Registration created');
    expect(within(card(CRM)).getByText('On')).toBeInTheDocument();
    expect(within(card(CRM)).getByRole('switch', { name: 'Send events' })).toBeChecked();
    const off = card(INTRANET);
    expect(within(off).getByText(`Turned off by Greenroom: ${WEBHOOK_TEXTS.disabledAfterFailures}`)).toBeInTheDocument();
    expect(within(off).getByText('Secret rotated 11/06/2026 9:00 AM CST')).toBeInTheDocument();

    await user.click(within(off).getByRole('switch', { name: 'Send events' }));
    expect(control.spy('webhooks.update')).toHaveBeenCalledExactlyOnceWith({ webhookID: 'webhook-2', enabled: true, version: 3 });
    await control.flush();
    expect(within(card(INTRANET)).getByRole('switch', { name: 'Send events' })).toBeChecked();
    expect(within(card(INTRANET)).getByText('On')).toBeInTheDocument();
  });

  it('adds a webhook, refusing a bad address and no events first, and shows its secret once', async () => {
    const { user, control } = renderStory(Basic);
    await screen.findByRole('article', { name: CRM });
    await user.click(screen.getByRole('button', { name: 'ADD WEBHOOK' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Webhook' });
    const url = within(dialog).getByRole('textbox', { name: /Address/ });
    await user.click(url);
    // No scheme: refused in the form (whether private addresses are taken is the server's call).
    await user.paste('erp.example.com/in');
    await user.click(within(dialog).getByRole('button', { name: 'CREATE' }));
    expect(url).toHaveAccessibleDescription(WEBHOOK_TEXTS.urlInvalid);
    expect(within(dialog).getByRole('group', { name: 'Events' })).toHaveAccessibleDescription(WEBHOOK_TEXTS.eventsRequired);
    expect(control.spy('webhooks.create')).not.toHaveBeenCalled();

    await user.clear(url);
    await user.paste('https://erp.example.com/in');
    await user.click(within(within(dialog).getByRole('group', { name: 'Attendance' })).getByRole('checkbox', { name: 'Guest entered' }));
    await user.click(within(within(dialog).getByRole('group', { name: 'Bookings' })).getByRole('checkbox', { name: 'Booking deleted' }));
    await user.click(within(dialog).getByRole('button', { name: 'CREATE' }));
    expect(control.spy('webhooks.create')).toHaveBeenCalledExactlyOnceWith({
      projectID: 'project-1',
      url: 'https://erp.example.com/in',
      events: ['booking.deleted', 'attendance.entered'],
    });
    const { secret } = await control.spy('webhooks.create').mock.results[0].value;
    const shown = await screen.findByRole('dialog', { name: 'Your Webhook Secret' });
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(secret);
    await user.click(within(shown).getByRole('button', { name: 'DONE' }));
    expect(cardNames()).toEqual([CRM, INTRANET, 'https://erp.example.com/in']);
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
  });

  it("edits at the version read; a stale save alerts core's text, closes and reads the webhooks again", async () => {
    const { user, control, alert } = renderStory(Basic);
    await user.click(within(await screen.findByRole('article', { name: CRM })).getByRole('button', { name: 'EDIT' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Webhook' });
    expect(within(dialog).getByRole('textbox', { name: /Address/ })).toHaveValue(CRM);
    expect(within(dialog).getAllByRole('checkbox', { checked: true }).map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent)).toEqual([
      'Booking created',
      'Booking updated',
      'Registration created',
    ]);
    control.spy('webhooks.update').mockRejectedValueOnce(new HttpError(412, STALE_RECORD_REFUSAL.message, { message: STALE_RECORD_REFUSAL.message, code: STALE_RECORD_REFUSAL.code }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Registration created' }));
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(alert).toHaveBeenCalledExactlyOnceWith(REFUSAL_TEXTS.staleRecord);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(control.spy('webhooks.list')).toHaveBeenCalledTimes(2);

    await user.click(within(card(CRM)).getByRole('button', { name: 'EDIT' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Webhook' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Registration created' }));
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(control.spy('webhooks.update')).toHaveBeenLastCalledWith({ webhookID: 'webhook-1', url: CRM, events: ['booking.created', 'booking.updated'], version: 1 });
    await control.flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card(CRM)).toHaveTextContent('Booking created, Booking updated');
    expect(card(CRM)).not.toHaveTextContent('Registration created');
  });

  it('rotates the secret after asking, shows the new one once and when it was rotated', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(within(await screen.findByRole('article', { name: CRM })).getByRole('button', { name: 'ROTATE SECRET' }));
    const dialog = screen.getByRole('dialog', { name: 'Rotate Secret?' });
    expect(dialog).toHaveTextContent('The old one still signs deliveries for 24 hours');
    await user.click(within(dialog).getByRole('button', { name: 'ROTATE' }));
    expect(control.spy('webhooks.rotateSecret')).toHaveBeenCalledExactlyOnceWith({ webhookID: 'webhook-1' });
    const { secret } = await control.spy('webhooks.rotateSecret').mock.results[0].value;
    const shown = await screen.findByRole('dialog', { name: 'Your Webhook Secret' });
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(secret);
    await user.click(within(shown).getByRole('button', { name: 'DONE' }));
    expect(within(card(CRM)).getByText(/^Secret rotated \d\d\/\d\d\/\d{4} /)).toBeInTheDocument();
  });

  it('deletes a webhook after asking, and the focus goes to the title', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(within(await screen.findByRole('article', { name: CRM })).getByRole('button', { name: 'DELETE' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Webhook?' });
    expect(dialog).toHaveTextContent('There is no undo for webhook delete. Deliveries not yet sent are dropped.');
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    expect(control.spy('webhooks.delete')).toHaveBeenCalledExactlyOnceWith({ webhookID: 'webhook-1' });
    await control.flush();
    expect(cardNames()).toEqual([INTRANET]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Webhooks' })).toHaveFocus());
  });

  it("opens a webhook's delivery log, newest first in the viewer's zone, and RESEND sends a finished delivery again", async () => {
    const { user, control } = renderStory(Basic);
    const log = within(await screen.findByRole('article', { name: CRM })).getByRole('button', { name: 'DELIVERIES' });
    await user.click(log);
    expect(log).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('cell', { name: 'Registration created' });
    expect(logRows(CRM)).toEqual([
      ['Booking updated', 'Pending', '1', '503', 'The receiver answered 503 Service Unavailable.', '11/21/2026 8:50 AM CST', '11/21/2026 8:51 AM CST', ''],
      ['Registration created', 'Failed', '6', '500', 'The receiver answered 500 Internal Server Error.', '11/21/2026 7:00 AM CST', '11/21/2026 8:30 AM CST', 'RESEND'],
      ['Booking created', 'Delivered', '1', '200', '', '11/21/2026 6:00 AM CST', '11/21/2026 6:00 AM CST', 'RESEND'],
    ]);
    expect(control.spy('webhooks.deliveries')).toHaveBeenCalledExactlyOnceWith({ webhookID: 'webhook-1', signal: expect.any(AbortSignal) });

    await user.click(screen.getByRole('button', { name: 'Resend Booking created of 11/21/2026 6:00 AM CST' }));
    expect(control.spy('webhooks.resend')).toHaveBeenCalledExactlyOnceWith({ deliveryID: 'delivery-1' });
    await control.flush();
    expect(logRows(CRM)).toHaveLength(4);
    expect(logRows(CRM)[0]).toEqual(['Booking created', 'Pending', '0', 'None', '', expect.stringMatching(/^\d\d\/\d\d\/\d{4} /), 'Never', '']);

    await user.click(screen.getByRole('button', { name: 'REFRESH' }));
    await control.flush();
    expect(control.spy('webhooks.deliveries')).toHaveBeenCalledTimes(3);
  });

  it('Loading, Error with RETRY, Empty, and a delivery log that could not be read', async () => {
    const loading = renderStory(Loading);
    await loading.control.flush();
    expect(screen.getByRole('progressbar', { name: 'Loading webhooks' })).toBeInTheDocument();
    await loading.control.release('webhooks.list');
    expect(screen.getByRole('article', { name: CRM })).toBeInTheDocument();
    loading.unmount();

    const failed = renderStory(ErrorStory);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred getting the webhooks.');
    await failed.user.click(screen.getByRole('button', { name: 'RETRY' }));
    await failed.control.flush();
    expect(failed.control.spy('webhooks.list')).toHaveBeenCalledTimes(2);
    failed.unmount();

    const empty = renderStory(Empty);
    expect(await screen.findByRole('status')).toHaveTextContent('No webhooks yet.');
    empty.unmount();

    const { user } = renderStory(DeliveriesError);
    await user.click(within(await screen.findByRole('article', { name: CRM })).getByRole('button', { name: 'DELIVERIES' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred getting the deliveries.');
  });
});
