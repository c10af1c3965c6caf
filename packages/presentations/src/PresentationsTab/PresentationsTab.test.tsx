import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Empty, Error, Loading, Sorted } from './PresentationsTab.stories';

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('PresentationsTab', () => {
  it('lists the presentations of the space by name ascending', async () => {
    renderStory(Sorted);
    expect(await screen.findByText('alpha')).toBeInTheDocument();
    expect(rowNames()).toEqual(['alpha', 'Deck 2', 'Deck 10', 'zeta review']);
  });

  it('gives each presentation an edit, upload and delete button, and a NEW button', async () => {
    renderStory(Basic);
    expect(await screen.findByText('Keynote Deck')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Keynote Deck' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload slides to Keynote Deck' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Keynote Deck' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NEW' })).toBeInTheDocument();
  });

  it('Loading: shows progress while the space has not answered', async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(screen.getByRole('progressbar', { name: 'Loading presentations' })).toBeInTheDocument();
    await control.release('spaces.get');
    expect(await screen.findByText('Keynote Deck')).toBeInTheDocument();
  });

  it('Empty: says there are no presentations', async () => {
    renderStory(Empty);
    expect(await screen.findByText('No presentations found for this space.')).toBeInTheDocument();
  });

  it('Error: says the presentations could not be fetched', async () => {
    renderStory(Error);
    expect(await screen.findByText('An error occurred getting presentations for this space.')).toBeInTheDocument();
  });

  it('NEW creates a presentation that joins the list in its sorted place', async () => {
    const { user, control } = renderStory(Basic);
    await screen.findByText('Keynote Deck');
    await user.click(screen.getByRole('button', { name: 'NEW' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Presentation' });
    await user.type(within(dialog).getByRole('textbox', { name: /Presentation Name/ }), 'Launch');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Launch')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Keynote Deck', 'Launch', 'Town Hall Slides']);
    expect(control.spy('presentations.create')).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', name: 'Launch', slides: [] });
  });

  it('delete asks first, then the presentation leaves the list', async () => {
    const { user, control } = renderStory(Basic);
    await screen.findByText('Keynote Deck');
    await user.click(screen.getByRole('button', { name: 'Delete Town Hall Slides' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Presentation' });
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    await control.flush();
    expect(screen.queryByText('Town Hall Slides')).not.toBeInTheDocument();
    expect(control.spy('presentations.delete')).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', presentationID: 'presentation-2' });
  });

  it('edit and upload open their dialogs for that presentation', async () => {
    const { user } = renderStory(Basic);
    await screen.findByText('Keynote Deck');
    await user.click(screen.getByRole('button', { name: 'Edit Keynote Deck' }));
    expect(await screen.findByRole('textbox', { name: /Presentation Name/ })).toHaveValue('Keynote Deck');
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    await user.click(screen.getByRole('button', { name: 'Upload slides to Keynote Deck' }));
    expect(screen.getByRole('dialog', { name: 'Upload Slides' })).toBeInTheDocument();
  });
});
