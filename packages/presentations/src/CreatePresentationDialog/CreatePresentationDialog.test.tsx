import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, CreateError, Saving } from './CreatePresentationDialog.stories';

const nameField = () => screen.getByRole('textbox', { name: /Presentation Name/ });

describe('CreatePresentationDialog', () => {
  it("opens as 'Create Presentation' with a focused empty name and CANCEL / SAVE", async () => {
    renderStory(Basic);
    const dialog = screen.getByRole('dialog', { name: 'Create Presentation' });
    await waitFor(() => expect(nameField()).toHaveFocus());
    expect(nameField()).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'SAVE' })).toBeEnabled();
  });

  it("refuses a blank name after trimming with 'Required' and sends nothing; typing clears it", async () => {
    const { user, control } = renderStory(Basic);
    await user.type(nameField(), '   ');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(control.spy('presentations.create')).not.toHaveBeenCalled();
    await user.type(nameField(), 'x');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it('creates with the trimmed name and no slides, then closes', async () => {
    const { user, control } = renderStory(Basic);
    await user.type(nameField(), '  Keynote 2  ');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Created: Keynote 2')).toBeInTheDocument();
    expect(control.spy('presentations.create')).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', name: 'Keynote 2', slides: [] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Saving: stays in progress with the buttons disabled until the answer', async () => {
    const { user, control } = renderStory(Saving);
    await user.type(nameField(), 'Deck');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await control.flush();
    const dialog = screen.getByRole('dialog', { name: 'Create Presentation' });
    expect(within(dialog).getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeDisabled();
    await control.release('presentations.create');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("CreateError: says 'An error occurred creating this presentation' and stays open", async () => {
    const { user } = renderStory(CreateError);
    await user.type(nameField(), 'Deck');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('An error occurred creating this presentation')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Presentation' })).toBeInTheDocument();
  });
});
