import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Empty } from './RegistrationTable.stories';

describe('RegistrationTable', () => {
  it('shows name, email address and company of each registration under the table name', () => {
    renderStory(Basic);
    const table = screen.getByRole('table', { name: 'Registered, did not come' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Email', 'Company']);
    const ada = within(table).getByRole('cell', { name: 'Ada Lovelace' }).closest('[role="row"]') as HTMLElement;
    expect(within(ada).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Ada Lovelace', 'ada.lovelace@example.com', 'Analytical Engines']);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
  });

  it("says 'Nobody in this list' without rows", () => {
    renderStory(Empty);
    expect(screen.getByText('Nobody in this list')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
  });
});
