import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itShowsListStates, renderListed, tableCells } from '../stories/tableTesting';
import { Basic, Empty, Error as ErrorStory, Loading } from './AuditLog.stories';

const summary = (name: RegExp) => screen.getByRole('button', { name });

describe('AuditLog', () => {
  it('lists every admin change newest first with who, what, the record and a summary of the changed fields', async () => {
    await renderListed(Basic, 'Showing 3 of 3 entries');
    const cells = tableCells('Audit Log');
    expect(cells.map((row) => row[2])).toEqual(['Cache deleted', 'Producer projects changed', 'Project created']);
    expect(cells[0].slice(1, 5)).toEqual(['Avery Admin', 'Cache deleted', 'booking-1', '1 field changed: bookingID']);
    expect(cells[1][4]).toBe('1 field changed: projects');
    expect(cells[2][4]).toMatch(/^\d fields changed: projectID, projectName/);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3 entries');
  });

  it('opens an entry field by field from its summary (keyboard too), and closes it again', async () => {
    const { user } = await renderListed(Basic, 'Showing 3 of 3 entries');
    const button = summary(/^1 field changed: projects/);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Changes: Producer projects changed, producer-1' });
    expect(button).toHaveAttribute('aria-controls', panel.id);
    const item = within(panel).getByRole('listitem');
    expect(item).toHaveTextContent(/^projectsChanged/);
    expect(within(item).getByText('["project-1"]')).toBeInTheDocument();
    expect(within(item).getByText('[]')).toBeInTheDocument();
    await user.click(summary(/^1 field changed: bookingID/));
    expect(screen.getByRole('region', { name: 'Changes: Cache deleted, booking-1' })).toHaveTextContent('bookingIDRemovedBeforebooking-1');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(summary(/^1 field changed: bookingID/));
    expect(screen.queryByRole('region', { name: /^Changes:/ })).not.toBeInTheDocument();
  });

  it('filters by change and by day, and says how many entries are left', async () => {
    const { user } = await renderListed(Basic, 'Showing 3 of 3 entries');
    await user.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'Project created');
    expect(tableCells('Audit Log').map((row) => row[2])).toEqual(['Project created']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 3 entries');
    expect(within(screen.getByRole('combobox', { name: 'Who' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Avery Admin']);
    await user.type(screen.getByRole('textbox', { name: 'To' }), '11/20/2026');
    expect(screen.getByText('No admin changes recorded yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  itShowsListStates({
    emptyText: 'No admin changes recorded yet.',
    loading: { story: Loading, call: 'maintenance.auditLog', shows: 'No admin changes recorded yet.' },
    empty: Empty,
    error: { story: ErrorStory, text: 'An error occurred getting the audit log.' },
  });
});
