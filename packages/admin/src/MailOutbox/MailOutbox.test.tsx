import { renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderListed, tableCells } from '../stories/tableTesting';
import { Basic, Error as ErrorStory, Loading, ThroughSmtp } from './MailOutbox.stories';

// What each list shows and does is pinned beside it (MailDeliveries.test, KeptMail.test); here only
// how the screen puts them together.

describe('MailOutbox', () => {
  it('shows the delivery queue above the kept mail, both with times in the given zone', async () => {
    await renderListed(Basic, 'Hello Ada, you are registered.');
    await screen.findByText('alan@example.com');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Mail Deliveries', 'Kept mail']);
    expect(tableCells('Mail Deliveries')[0][0]).toBe('11/21/2026 9:20 AM CST');
    expect(tableCells('Mail Outbox')[0][0]).toBe('11/21/2026 9:30 AM CST');
  });

  it('says where mail goes: the outbox without a mail server, else the SMTP server by host and port', async () => {
    await renderListed(Basic, 'Hello Ada, you are registered.');
    expect(await screen.findByText('No mail server is configured (SMTP_URL): mail is kept below instead of sent.')).toBeInTheDocument();
  });

  it('ThroughSmtp: names the SMTP server', async () => {
    await renderListed(ThroughSmtp, 'alan@example.com');
    expect(await screen.findByText('Mail is sent through the SMTP server mail.example.com:587.')).toBeInTheDocument();
  });

  it('Loading: each list waits for its own answer', async () => {
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
