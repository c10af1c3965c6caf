import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itShowsListStates, renderListed, tableCells } from '../stories/tableTesting';
import { Basic, Empty, Error as ErrorStory, Loading } from './KeptMail.stories';

describe('KeptMail', () => {
  it('asks for the outbox once and lists each kept mail newest first: when (in the given zone), to whom, subject, text', async () => {
    const { control } = await renderListed(Basic, 'Hello Ada, you are registered.');
    expect(screen.getByRole('heading', { name: 'Kept mail' })).toBeInTheDocument();
    expect(tableCells('Mail Outbox')).toEqual([
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

  itShowsListStates({
    emptyText: 'The outbox is empty.',
    loading: { story: Loading, call: 'maintenance.outbox', shows: 'Hello Ada, you are registered.' },
    empty: Empty,
    error: { story: ErrorStory, text: 'An error occurred getting the outbox.' },
  });
});
