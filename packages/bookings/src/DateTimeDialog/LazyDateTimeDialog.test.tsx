import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Open } from './LazyDateTimeDialog.stories';

describe('LazyDateTimeDialog', () => {
  it('shows nothing while closed, and the dialog once opened', async () => {
    const { user } = renderStory(Basic);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event Start' });
    expect(within(dialog).getByLabelText('Time')).toHaveValue('15:00');
  });

  it('saves through the loaded dialog and closes', async () => {
    const { user } = renderStory(Open);
    const dialog = await screen.findByRole('dialog', { name: 'Event Start' });
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Saved: 2026-11-21T21:00:00Z America/Chicago')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
