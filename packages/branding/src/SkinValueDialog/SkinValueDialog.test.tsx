import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox, CheckboxError, Color, ColorError, Number, NumberError, Saving } from './SkinValueDialog.stories';

const field = () => screen.getByRole('spinbutton', { name: /Light Intensity/ });
const save = () => screen.getByRole('button', { name: 'SAVE' });

describe('SkinValueDialog', () => {
  it('number: min 0, step 0.01; empty is flagged and nothing is sent', async () => {
    const { user, control } = renderStory(Number);
    expect(field()).toHaveAttribute('min', '0');
    expect(field()).toHaveAttribute('step', '0.01');
    await user.clear(field());
    await user.click(save());
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(control.spy('skins.updateWorld')).not.toHaveBeenCalled();
  });

  it('number: saves the value rounded to 2 decimals and closes', async () => {
    const { user, control, api } = renderStory(Number);
    await user.clear(field());
    await user.type(field(), '1.005');
    await user.click(save());
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(control.spy('skins.updateWorld')).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', property: 'lightIntensity', value: 1.01, version: 1 });
    expect((await api.spaces.get({ spaceID: 'space-1', producerID: 'p' })).worldSkin.lightIntensity.value).toBe(1.01);
  });

  it('number: opens with the focus in the field; Escape closes and sends nothing', async () => {
    const { user, control } = renderStory(Number);
    await waitFor(() => expect(field()).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(control.spy('skins.updateWorld')).not.toHaveBeenCalled();
  });

  it('number: Enter in the field saves', async () => {
    const { user, control } = renderStory(Number);
    await waitFor(() => expect(field()).toHaveFocus());
    await user.clear(field());
    await user.type(field(), '2{Enter}');
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(control.spy('skins.updateWorld')).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', property: 'lightIntensity', value: 2, version: 1 });
  });

  it('checkbox: saves the flag', async () => {
    const { user, control } = renderStory(Checkbox);
    await user.click(screen.getByRole('checkbox', { name: 'Show Sponsor Wall' }));
    await user.click(save());
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(control.spy('skins.updateWorld')).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', property: 'showSponsorWall', value: false, version: 1 });
  });

  it.each([
    [NumberError, 'An error occurred editing this property'],
    [CheckboxError, 'An error occurred editing this checkbox'],
    [ColorError, 'An error occurred editing this color'],
  ] as const)('a failed save shows the text, keeps the dialog open and stops the spinner (%#)', async (story, text) => {
    const { user } = renderStory(story);
    await user.click(save());
    expect(await screen.findByText(text)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it('colour: opens on the current value', () => {
    renderStory(Color);
    expect(screen.getByRole('button', { name: /Floor Color/ })).toHaveTextContent('#2E3B4E');
  });

  it('Saving: still in progress after the backend would have answered', async () => {
    const { user, control } = renderStory(Saving);
    await user.click(save());
    await control.flush();
    expect(screen.getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });
});
