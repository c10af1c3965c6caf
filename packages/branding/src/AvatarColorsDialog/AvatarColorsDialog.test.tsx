import { renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, SaveError } from './AvatarColorsDialog.stories';

const slotSwitch = (n: number) => screen.getByRole('switch', { name: `Slot ${n}` });
const picker = (n: number, which: 'primary' | 'secondary') => screen.getByRole('button', { name: new RegExp(`Slot ${n} ${which} color`) });

describe('AvatarColorsDialog', () => {
  it('shows 8 slots: the saved pairs enabled, the rest disabled with their pickers off', () => {
    renderStory(Basic);
    expect(screen.getAllByRole('switch')).toHaveLength(8);
    expect(slotSwitch(1)).toBeChecked();
    expect(slotSwitch(4)).not.toBeChecked();
    expect(picker(4, 'primary')).toBeDisabled();
  });

  it('disabling a slot clears both colours; saving sends the remaining pairs and closes', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(slotSwitch(2));
    expect(picker(2, 'primary')).toBeDisabled();
    expect(picker(2, 'primary')).toHaveTextContent('None');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(control.spy('skins.updateAvatar')).toHaveBeenCalledExactlyOnceWith({
      spaceID: 'space-1',
      property: 'avatarColors',
      version: 1,
      value: [
        { primary: '#1E88E5', secondary: '#FFC107' },
        { primary: '#E53935', secondary: '#212121' },
      ],
    });
  });

  it('an enabled slot with neither colour counts as disabled: the save goes through', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(slotSwitch(5));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    // Slot 5 enabled but empty: treated as disabled, the save goes through.
    expect(control.spy('skins.updateAvatar')).toHaveBeenCalledTimes(1);
  });

  it('an enabled slot with one colour is flagged and blocks save; adding the other colour lets it through', { timeout: 30_000 }, async () => {
    const { user, control } = renderStory(Basic);
    await user.click(slotSwitch(4));
    await user.click(picker(4, 'primary'));
    const hex = await screen.findByRole('textbox', { name: 'Hex color' });
    await user.clear(hex);
    await user.paste('#112233');
    await user.keyboard('{Enter}');
    expect(picker(4, 'primary')).toHaveTextContent('#112233');

    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(screen.getByText('Choose both a primary and a secondary color')).toBeInTheDocument();
    expect(picker(4, 'secondary')).toHaveAttribute('aria-invalid', 'true');
    expect(picker(4, 'primary')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(control.spy('skins.updateAvatar')).not.toHaveBeenCalled();

    await user.click(picker(4, 'secondary'));
    const secondHex = await screen.findByRole('textbox', { name: 'Hex color' });
    await user.clear(secondHex);
    await user.paste('#445566');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(control.spy('skins.updateAvatar')).toHaveBeenCalledExactlyOnceWith({
      spaceID: 'space-1',
      property: 'avatarColors',
      version: 1,
      value: [
        { primary: '#1E88E5', secondary: '#FFC107' },
        { primary: '#43A047', secondary: '#FFFFFF' },
        { primary: '#E53935', secondary: '#212121' },
        { primary: '#112233', secondary: '#445566' },
      ],
    });
  });

  it("CANCEL re-fetches the space and discards the edits", async () => {
    const { user, control } = renderStory(Basic);
    await user.click(slotSwitch(1));
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(control.spy('skins.updateAvatar')).not.toHaveBeenCalled();
  });

  it("SaveError: 'An error occurred updating avatar colors for this space'", async () => {
    const { user } = renderStory(SaveError);
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('An error occurred updating avatar colors for this space')).toBeInTheDocument();
  });
});
