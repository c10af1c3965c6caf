import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Empty, Error as ErrorStory, Loading } from './AuditLog.stories';

const rows = () => within(screen.getByRole('table', { name: 'Audit Log' })).getAllByRole('row').slice(1);

describe('AuditLog', () => {
  it('lists every admin change newest first with who, what, the record and its before and after', async () => {
    renderStory(Basic);
    await screen.findByText('Cache deleted');
    const texts = rows().map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(texts.map((cells) => cells[2])).toEqual(['Cache deleted', 'Producer projects changed', 'Project created']);
    expect(texts[0][1]).toBe('Avery Admin');
    expect(texts[0].slice(3)).toEqual(['booking-1', '{"bookingID":"booking-1"}', '—']);
    expect(texts[1].slice(4)).toEqual(['{"projects":["project-1"]}', '{"projects":[]}']);
    expect(texts[2][5]).toContain('"projectName":"Winter Gala"');
  });

  it('says so when nothing has been recorded', async () => {
    renderStory(Empty);
    expect(await screen.findByText('No admin changes recorded yet.')).toBeInTheDocument();
  });

  it('Loading: shows no entries while the log is on its way', async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(screen.queryByText('No admin changes recorded yet.')).not.toBeInTheDocument();
    await control.release('maintenance.auditLog');
    expect(await screen.findByText('No admin changes recorded yet.')).toBeInTheDocument();
  });

  it('shows the error when the log cannot be read', async () => {
    renderStory(ErrorStory);
    expect(await screen.findByText('An error occurred getting the audit log.')).toBeInTheDocument();
  });
});
