import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedDialog } from '../stories/panelTesting';
import { Basic, FiveCallAdapter } from './GuestListPanel.stories';

describe('GuestListPanel on an adapter that leaves calls out', () => {
  it('offers everything on a full adapter', async () => {
    const { user } = renderStory(Basic);
    await screen.findByText('Ada Lovelace');
    expect(screen.getByRole('button', { name: 'Upload attendee list' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Emails' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Manage Ada Lovelace' }));
    const dialog = await loadedDialog('Manage Attendee');
    expect(within(dialog).getByRole('button', { name: 'Resend invite' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Regenerate link' })).toBeInTheDocument();
  });

  it('hides the upload, the Emails column, resend and regenerate when they are not offered, and never calls them', async () => {
    const { user, control } = renderStory(FiveCallAdapter);
    await screen.findByText('Ada Lovelace');
    expect(screen.queryByRole('button', { name: 'Upload attendee list' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download guest list' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Emails' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Manage Ada Lovelace' }));
    const dialog = await loadedDialog('Manage Attendee');
    expect(within(dialog).queryByRole('button', { name: 'Resend invite' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Regenerate link' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete record' })).toBeInTheDocument();
    expect(control.spy('emailTemplates.deliveries')).not.toHaveBeenCalled();
  });
});
