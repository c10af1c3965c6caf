import { renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, ChangedElsewhere } from './OverviewPanel.stories';

describe('OverviewPanel', () => {
  it('shows General Access Link, Booking Dates & Times and Miscellaneous', async () => {
    renderStory(Basic);
    expect(await screen.findByRole('heading', { name: 'General Access Link' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'General Access Link',
      'Booking Dates & Times',
      'Miscellaneous',
    ]);
  });

  it("tells the producer 'Link Copied to Clipboard' after a copy", async () => {
    const { user } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Copy Intake URL' }));
    expect(await screen.findByText('Link Copied to Clipboard')).toBeInTheDocument();
  });

  it('a 412 tells the producer the booking changed elsewhere, reads it again and keeps the stored value', async () => {
    const { user, alert, control } = renderStory(ChangedElsewhere);
    const qa = await screen.findByRole('switch', { name: 'Q&A' });
    await user.click(qa);
    await control.flush();
    expect(alert).toHaveBeenCalledExactlyOnceWith('This booking was changed elsewhere. The latest version has been loaded; please make your change again.');
    expect(control.spy('bookings.get')).toHaveBeenCalledTimes(2);
    expect(qa).toBeChecked();
  });
});
