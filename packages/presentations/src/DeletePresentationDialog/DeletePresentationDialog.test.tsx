import { HttpError } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, DeleteError, Deleting } from './DeletePresentationDialog.stories';

describe('DeletePresentationDialog', () => {
  it("asks 'There is no undo for presentation delete.' with CANCEL / CONFIRM", () => {
    renderStory(Basic);
    const dialog = screen.getByRole('dialog', { name: 'Delete Presentation' });
    expect(within(dialog).getByText('There is no undo for presentation delete.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'CONFIRM' })).toBeInTheDocument();
  });

  it('CANCEL deletes nothing', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(control.spy('presentations.delete')).not.toHaveBeenCalled();
  });

  it('CONFIRM deletes the presentation of the space', async () => {
    const { user, control, api } = renderStory(Basic);
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(await screen.findByText('Deleted: Keynote Deck')).toBeInTheDocument();
    expect(control.spy('presentations.delete')).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', presentationID: 'presentation-1' });
    await expect(api.presentations.get({ presentationID: 'presentation-1' })).rejects.toMatchObject({ status: 404 });
  });

  it('Deleting: in progress until the delete answers', async () => {
    const { user, control } = renderStory(Deleting);
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    await control.flush();
    expect(screen.getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    await control.release('presentations.delete');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("DeleteError: says 'An error occurred deleting this presentation'; CONFIRM tries again", async () => {
    const { user, control } = renderStory(DeleteError);
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(await screen.findByText('An error occurred deleting this presentation')).toBeInTheDocument();
    control.spy('presentations.delete').mockRejectedValueOnce(new HttpError(500, 'again'));
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(control.spy('presentations.delete')).toHaveBeenCalledTimes(2);
  });
});
