import { createTestApi, HttpError, type SystemCheck } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { systemChecksCsv } from '../data/systemChecksCsv';
import { itShowsListStates, renderListed } from '../stories/tableTesting';
import { Basic, Error as ErrorStory, Loading } from './SystemCheckAdmin.stories';

describe('SystemCheckAdmin', () => {
  it("asks for the picked day as an America/Chicago date and lists that day's checks", async () => {
    const { control } = renderStory(Basic);
    const list = control.spy('maintenance.systemChecks');
    expect(await screen.findByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Alan Turing' })).not.toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ dateString: '2026-11-21', signal: expect.any(AbortSignal) });
  });

  it('opens Details with every field and yes/no flag', async () => {
    const { user } = await renderListed(Basic, 'Ada Lovelace');
    const buttons = screen.getAllByRole('button', { name: /^Details / });
    await user.click(buttons[0]);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    for (const label of ['SystemCheck ID', 'Browser', 'Operating System', 'Comment', 'Can reach AWS', 'Can reach game server', 'Can reach Liveswitch', 'Web workers supported', 'Has microphone', 'Has camera', 'Camera permission granted', 'Microphone permission granted', 'Can screenshare', 'WebRTC supported']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getAllByText(/^(Yes|No)$/)).toHaveLength(10);
  });

  it('treats a 404 as an empty day, not an error', async () => {
    const api = createTestApi({ maintenance: { systemChecks: () => Promise.reject(new HttpError(404, 'No system checks found for this date.')) } });
    renderStory(Basic, { api });
    expect(await screen.findByText('No system checks on this date.')).toBeInTheDocument();
    expect(screen.queryByText('An error occurred getting system checks for this date.')).not.toBeInTheDocument();
  });

  itShowsListStates({
    emptyText: 'No system checks on this date.',
    loading: { story: Loading, call: 'maintenance.systemChecks', shows: 'Ada Lovelace' },
    error: { story: ErrorStory, text: 'An error occurred getting system checks for this date.' },
  });

  it('exports a spreadsheet-safe CSV with every flag', () => {
    const check: SystemCheck = {
      systemCheckID: 'sc1',
      timestamp: '2026-11-21T15:00:00Z',
      firstName: '=HYPERLINK("x")',
      lastName: 'L',
      comment: 'ok',
      data: {
        browserName: 'Chrome', browserVersion: '120', operatingSystem: 'macOS', operatingSystemVersion: '14',
        canReachAWS: true, canReachGameServer: false, canReachLiveswitch: true, areWebWorkersSupported: true, hasMic: true,
        hasCamera: false, hasCameraPermissions: false, hasMicPermissions: true, canScreenshare: true, canVideoStream: true, isWebRTCSupported: true,
      },
    };
    const [header, row] = systemChecksCsv([check]).replace('\uFEFF', '').split('\r\n');
    expect(header.split(',')).toHaveLength(17);
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row.endsWith('Yes,No,Yes,Yes,Yes,No,No,Yes,Yes,Yes')).toBe(true);
  });
});
