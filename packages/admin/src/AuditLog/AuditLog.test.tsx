import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itShowsListStates, renderListed, tableCells } from '../stories/tableTesting';
import { Basic, Empty, Error as ErrorStory, Loading } from './AuditLog.stories';

describe('AuditLog', () => {
  it('lists every admin change newest first with who, what, the record and its before and after', async () => {
    await renderListed(Basic, 'Cache deleted');
    const texts = tableCells('Audit Log');
    expect(texts.map((cells) => cells[2])).toEqual(['Cache deleted', 'Producer projects changed', 'Project created']);
    expect(texts[0][1]).toBe('Avery Admin');
    expect(texts[0].slice(3)).toEqual(['booking-1', '{"bookingID":"booking-1"}', '—']);
    expect(texts[1].slice(4)).toEqual(['{"projects":["project-1"]}', '{"projects":[]}']);
    expect(texts[2][5]).toContain('"projectName":"Winter Gala"');
    // What may take two lines (the rows are two lines tall for When); the title holds it whole.
    expect(screen.getByText('Producer projects changed')).toHaveAttribute('title', 'Producer projects changed');
  });

  itShowsListStates({
    emptyText: 'No admin changes recorded yet.',
    loading: { story: Loading, call: 'maintenance.auditLog', shows: 'No admin changes recorded yet.' },
    empty: Empty,
    error: { story: ErrorStory, text: 'An error occurred getting the audit log.' },
  });
});
