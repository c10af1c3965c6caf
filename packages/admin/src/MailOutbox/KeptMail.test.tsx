import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Empty, Error as ErrorStory, Loading } from './KeptMail.stories';

/** The text of every cell of the outbox table, row by row (the header row left out). */
function outboxCells(): string[][] {
  const rows = within(screen.getByRole('table', { name: 'Mail Outbox' })).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe('KeptMail', () => {
  it('asks for the outbox once and lists each kept mail newest first: when (in the given zone), to whom, subject, text', async () => {
    const { control } = renderStory(Basic);
    expect(screen.getByRole('heading', { name: 'Kept mail (no mail server configured)' })).toBeInTheDocument();
    await screen.findByText('Hello Ada, you are registered.');
    expect(outboxCells()).toEqual([
      ['11/21/2026 9:30 AM CST', 'grace@example.com', 'Your link to Product Launch Keynote', 'Hello Grace, join with this link: https://portal.example.com/join/abc'],
      ['11/21/2026 9:00 AM CST', 'ada@example.com', 'Registration confirmed', 'Hello Ada, you are registered.'],
    ]);
    expect(within(screen.getByRole('table', { name: 'Mail Outbox' })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Created',
      'To',
      'Subject',
      'Text',
    ]);
    expect(control.spy('maintenance.outbox')).toHaveBeenCalledExactlyOnceWith({ signal: expect.any(AbortSignal) });
  });

  it('says so when the outbox is empty', async () => {
    renderStory(Empty);
    expect(await screen.findByText('The outbox is empty.')).toBeInTheDocument();
  });

  it("Loading: 'Loading', neither rows nor the empty text, until the outbox answers", async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('The outbox is empty.')).not.toBeInTheDocument();
    expect(screen.queryByText('Hello Ada, you are registered.')).not.toBeInTheDocument();
    await control.release('maintenance.outbox');
    expect(await screen.findByText('Hello Ada, you are registered.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it("shows 'An error occurred getting the outbox.' when it cannot be read", async () => {
    renderStory(ErrorStory);
    expect(await screen.findByText('An error occurred getting the outbox.')).toBeInTheDocument();
    expect(screen.queryByText('The outbox is empty.')).not.toBeInTheDocument();
  });
});
