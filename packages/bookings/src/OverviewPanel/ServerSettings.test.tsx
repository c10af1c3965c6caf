import { DEFAULT_SERVER_OPTIONS } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, OnNamedServers, OnUnknownServers, Saving } from './ServerSettings.stories';

describe('ServerSettings', () => {
  it('shows the options a booking is on', async () => {
    renderStory(OnNamedServers);
    expect(await screen.findByRole('combobox', { name: 'Video Server' })).toHaveValue('US Private Cloud');
    expect(screen.getByRole('combobox', { name: 'Game Server' })).toHaveValue('Development Server');
    expect(screen.getByRole('option', { name: 'Development Server 3777' })).toBeInTheDocument();
  });

  it('shows the demo booking on the Public Cloud and the Public Server', async () => {
    renderStory(Basic);
    expect(await screen.findByRole('combobox', { name: 'Video Server' })).toHaveValue('Public Cloud');
    expect(screen.getByRole('combobox', { name: 'Game Server' })).toHaveValue('Public Server');
  });

  it('shows an address no option has as that address, not the placeholder', async () => {
    renderStory(OnUnknownServers);
    const video = await screen.findByRole('combobox', { name: 'Video Server' });
    expect(video).toHaveValue('wss://video.example.com');
    expect(screen.getByRole('option', { name: 'wss://video.example.com' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Game Server' })).toHaveValue('game.example.com 8443');
    expect(screen.getByRole('option', { name: 'game.example.com 8443' })).toHaveProperty('selected', true);
  });

  it('sends the chosen options as the spec’s address objects ({url, appID}, {url, port}), and then shows them', async () => {
    const { user, control } = renderStory(OnUnknownServers);
    const video = await screen.findByRole('combobox', { name: 'Video Server' });
    expect(video).toHaveValue('wss://video.example.com');
    await user.selectOptions(video, 'Europe Private Cloud');
    await control.flush();
    const europe = DEFAULT_SERVER_OPTIONS.video['Europe Private Cloud'];
    expect(control.spy('bookings.update')).toHaveBeenCalledExactlyOnceWith({
      booking: expect.objectContaining({ updatedVideoServer: { url: europe.url, appID: europe.appID } }),
    });
    expect(europe).toEqual({ url: 'https://video-eu.greenroom.test', appID: 'greenroom-eu-private' });
    expect(video).toHaveValue('Europe Private Cloud');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Game Server' }), 'Europe Server');
    await control.flush();
    expect(control.spy('bookings.update')).toHaveBeenLastCalledWith({
      booking: expect.objectContaining({ updatedGameServer: { url: 'wss://game-eu.greenroom.test', port: 443 } }),
    });
    expect(screen.getByRole('combobox', { name: 'Game Server' })).toHaveValue('Europe Server');
  });

  it('Send Entry Notifications saves its own field, and then shows it on', async () => {
    const { user, control } = renderStory(Basic);
    const notifications = await screen.findByRole('switch', { name: 'Send Entry Notifications' });
    expect(notifications).not.toBeChecked();
    await user.click(notifications);
    await control.flush();
    expect(control.spy('bookings.update')).toHaveBeenCalledExactlyOnceWith({ booking: expect.objectContaining({ sendEntryNotifications: true }) });
    expect(notifications).toBeChecked();
  });

  it('a switch spins and keeps its value until the save succeeds', async () => {
    const { user, control } = renderStory(Saving);
    const help = await screen.findByRole('switch', { name: 'Show In-Room Help Button' });
    await user.click(help);
    await control.flush();
    expect(help).toHaveAttribute('aria-busy', 'true');
    expect(help).not.toBeChecked();
    await control.release('bookings.update');
    expect(help).toBeChecked();
    expect(control.spy('bookings.update')).toHaveBeenCalledExactlyOnceWith({ booking: expect.objectContaining({ showInRoomHelpButton: true }) });
  });
});
