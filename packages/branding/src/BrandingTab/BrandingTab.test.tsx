import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Email, Loading, QaColorDefaults, SuperAdmin, ThemeError, Web } from './BrandingTab.stories';

const rowLabels = async () => {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((row) => row.firstElementChild?.textContent);
};

describe('BrandingTab', () => {
  it('shows In-Room, Web and Email; In-Room lists avatar and world items by label, without thumbnails, textureMap or hidden items for role 1', async () => {
    renderStory(Basic);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['In-Room', 'Web', 'Email']);
    const labels = await rowLabels();
    expect(labels).toEqual([...labels].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
    expect(labels).toContain('Avatar Colors');
    expect(labels).toContain('Lobby Background');
    expect(labels).not.toContain('Thumbnails');
    expect(labels).not.toContain('Texture Map');
    expect(labels).not.toContain('Debug Overlay');
    expect(screen.getByRole('button', { name: 'Preview Lobby Background' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Lobby Background' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Floor Color' })).toBeInTheDocument();
  });

  it('shows hidden items to a super-admin (role 0)', async () => {
    renderStory(SuperAdmin);
    expect(await rowLabels()).toContain('Debug Overlay');
  });

  it("lists the Q&A display colours with their defaults when the space lacks them", async () => {
    const { user } = renderStory(QaColorDefaults);
    expect(await rowLabels()).toEqual(expect.arrayContaining(['Q&A Display Background Color', 'Q&A Display Text Color']));
    await user.click(screen.getByRole('button', { name: 'Preview Q&A Display Background Color' }));
    expect(within(screen.getByRole('dialog')).getByText('#383838')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CLOSE' }));
    await user.click(screen.getByRole('button', { name: 'Preview Q&A Display Text Color' }));
    expect(within(screen.getByRole('dialog')).getByText('#FFFFFF')).toBeInTheDocument();
  });

  it('Web: the theme radio and Hightlight Color picker, with the web assets as rows but not the theme', async () => {
    renderStory(Web);
    expect(await screen.findByRole('radiogroup', { name: 'Web Theme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByText('Hightlight Color')).toBeInTheDocument();
    expect(await rowLabels()).toEqual(['Header Logo', 'Landing Page Asset']);
  });

  it('switching the theme saves it and keeps the new value', async () => {
    const { user, control, api } = renderStory(Web);
    await user.click(await screen.findByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked());
    expect(control.spy('skins.updateUi')).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', property: 'theme', value: 'light', version: 1 });
    const space = await api.spaces.get({ spaceID: 'space-1', producerID: 'producer-1' });
    expect(space.uiSkin.theme.value).toBe('light');
  });

  it("alerts 'An error occurred changing the theme for this space' when the save fails; the theme stays", async () => {
    const { user, alert } = renderStory(ThemeError);
    await user.click(await screen.findByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('An error occurred changing the theme for this space'));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('Email: image items only', async () => {
    renderStory(Email);
    expect(await rowLabels()).toEqual(['Email Footer Image', 'Email Header Image']);
  });

  it('Loading: still loading after the backend would have answered', async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(screen.getByText('Loading branding')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
