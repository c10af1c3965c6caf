import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Basic, Sparse } from './SystemCheckDetails.stories';

/** Each label of the popup with the value beside it, in order. */
function pairs(): [string, string][] {
  const dialog = screen.getByRole('dialog', { name: 'Details' });
  return within(dialog)
    .getAllByRole('term')
    .map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']);
}

describe('SystemCheckDetails', () => {
  it("shows the check's ID, name, browser, system and comment, then every flag as Yes or No, in the spec's order", () => {
    renderStory(Basic);
    expect(pairs()).toEqual([
      ['SystemCheck ID', 'check-42'],
      ['Name', 'Ada Lovelace'],
      ['Browser', 'Chrome 120'],
      ['Operating System', 'macOS 14.2'],
      ['Comment', 'Camera blocked by the office firewall'],
      ['Can reach AWS', 'Yes'],
      ['Can reach game server', 'No'],
      ['Can reach Liveswitch', 'Yes'],
      ['Web workers supported', 'Yes'],
      ['Has microphone', 'Yes'],
      ['Has camera', 'No'],
      ['Camera permission granted', 'No'],
      ['Microphone permission granted', 'Yes'],
      ['Can screenshare', 'No'],
      ['WebRTC supported', 'Yes'],
    ]);
  });

  it('leaves no stray space where a last name or version is missing', () => {
    renderStory(Sparse);
    const shown = Object.fromEntries(pairs());
    expect(shown).toMatchObject({ Name: 'Ada', Browser: 'Chrome', 'Operating System': 'macOS', Comment: '' });
  });

  it('CLOSE and Escape each close it', async () => {
    const onClose = vi.fn();
    const { user } = renderStory(Basic, { args: { onClose } });
    await user.click(within(screen.getByRole('dialog', { name: 'Details' })).getByRole('button', { name: 'CLOSE' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
