import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Basic, Empty, Error as LoadError, Loading, ViewerElsewhere } from './AttendeeTable.stories';

const cells = (name: string) =>
  within(screen.getByRole('cell', { name }).closest('[role="row"]') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AttendeeTable', () => {
  it('shows the columns and one row per person: role, first join and last leave in the zone, joins and time in room', () => {
    renderStory(Basic);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Role', 'First Join', 'Last Leave', 'Joins', 'Time in Room', 'Actions']);
    expect(cells('Ada Lovelace').slice(1, 6)).toEqual(['Attendee', '11/21/2026 8:05 AM CST', 'In room', '1', '0h:55m']);
    expect(cells('Grace Hopper').slice(3, 6)).toEqual(['11/21/2026 8:40 AM CST', '1', '0h:30m']);
    expect(cells('Margaret Hamilton')[1]).toBe('Presenter');
  });

  it('shows entered and left in a Los Angeles booking’s zone with New York’s time under them, for a viewer in New York', () => {
    renderStory(ViewerElsewhere);
    expect(cells('Ada Lovelace').slice(2, 4)).toEqual(['11/21/2026 6:05 AM PST 9:05 AM EST your time', 'In room']);
    expect(cells('Grace Hopper')[3]).toBe('11/21/2026 6:40 AM PST 9:40 AM EST your time');
  });

  it('shows one zone only where the viewer’s clock reads the same', () => {
    renderStory(Basic);
    expect(screen.queryByText(/your time/)).not.toBeInTheDocument();
    // A card at phone width keeps every cell labelled, the row's buttons included.
    const row = screen.getByRole('cell', { name: 'Ada Lovelace' }).closest('[role="row"]') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Role', 'First Join', 'Last Leave', 'Joins', 'Time in Room', 'Actions']);
  });

  it("hands the row to onInfo and onActivity from the row's buttons", async () => {
    const onInfo = vi.fn();
    const onActivity = vi.fn();
    const { user } = renderStory(Basic, { args: { onInfo, onActivity } });
    await user.click(screen.getByRole('button', { name: 'Attendee information for Grace Hopper' }));
    expect(onInfo).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ registrationID: 'registration-2' }));
    await user.click(screen.getByRole('button', { name: 'Login activity for Ada Lovelace' }));
    expect(onActivity).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ registrationID: 'registration-1' }));
  });

  it('shows the empty text, the loading state and the error', () => {
    const empty = renderStory(Empty);
    expect(screen.getByText('The attendee list is empty for this booking')).toBeInTheDocument();
    empty.unmount();
    const loading = renderStory(Loading);
    expect(screen.getByRole('progressbar', { name: 'Loading attendees' })).toBeInTheDocument();
    loading.unmount();
    renderStory(LoadError);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred getting attendees for this booking');
    expect(screen.queryByRole('cell', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
  });
});
