import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Empty, Error as ErrorStory, Loading } from './MailOutbox.stories';

describe('MailOutbox', () => {
  it('lists the kept mails newest first with when, to whom, subject and text', async () => {
    renderStory(Basic);
    await screen.findByText('grace@example.com');
    const rows = within(screen.getByRole('table', { name: 'Mail Outbox' })).getAllByRole('row').slice(1);
    const cells = rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells.map((row) => row[1])).toEqual(['grace@example.com', 'ada@example.com']);
    expect(cells[0][0]).toBe('11/21/2026 9:30 AM CST');
    expect(cells[0][2]).toBe('Your link to Product Launch Keynote');
    expect(cells[1][3]).toBe('Hello Ada, you are registered.');
  });

  it('says so when the outbox is empty', async () => {
    renderStory(Empty);
    expect(await screen.findByText('The outbox is empty.')).toBeInTheDocument();
  });

  it('Loading: shows nothing until the outbox arrives', async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(screen.queryByText('The outbox is empty.')).not.toBeInTheDocument();
    await control.release('maintenance.outbox');
    expect(await screen.findByText('The outbox is empty.')).toBeInTheDocument();
  });

  it('shows the error when the outbox cannot be read', async () => {
    renderStory(ErrorStory);
    expect(await screen.findByText('An error occurred getting the outbox.')).toBeInTheDocument();
  });
});
