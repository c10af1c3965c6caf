import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Loading } from './lazyDialog.stories';

describe('lazyDialog', () => {
  it('shows nothing while closed, then a frame with the title and a spinner, focus inside; Escape closes it', async () => {
    const { user } = renderStory(Loading);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEW' }));
    // The frame's own code loads on the first open too (a panel's first bytes carry no dialog).
    const frame = await screen.findByRole('dialog', { name: 'Add Attendee' });
    expect(within(frame).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(frame).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'NEW' })).toHaveFocus());
  });

  it('shows the loaded dialog in place of the frame, and at once on the next open', async () => {
    const { user } = renderStory(Basic);
    await user.click(screen.getByRole('button', { name: 'NEW' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Loaded')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEW' }));
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });
});
