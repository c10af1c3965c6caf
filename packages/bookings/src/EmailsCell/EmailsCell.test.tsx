import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Empty, Error as Unavailable, FailedWithoutReason } from './EmailsCell.stories';

const tags = () =>
  within(screen.getByRole('list', { name: 'Emails of Alan Turing' }))
    .getAllByRole('listitem');

describe('EmailsCell', () => {
  it('lists failed, waiting and sent templates, each state spelled out for screen readers', () => {
    renderStory(Basic);
    expect(tags().map((tag) => tag.textContent)).toEqual([
      'Failed: ✕ Day-of Reminder: 550 Mailbox full',
      'Waiting: … Follow-up',
      'Sent: ✓ Attendee Invite Link',
    ]);
  });

  it('writes a failed tag\'s reason as visible text, and gives it as tooltip and accessible description', () => {
    renderStory(Basic);
    const failed = tags()[0];
    expect(within(failed).getByText('550 Mailbox full')).toBeVisible();
    expect(failed).toHaveAttribute('title', '550 Mailbox full');
    expect(failed).toHaveAccessibleDescription('550 Mailbox full');
    expect(tags()[1]).toHaveAttribute('title', 'Waiting');
  });

  it("says 'No reason given' for a failure without a reason", () => {
    renderStory(FailedWithoutReason);
    expect(tags()[0]).toHaveAccessibleDescription('No reason given');
    expect(tags()[0]).toHaveAttribute('title', 'No reason given');
  });

  it("says 'None yet' without deliveries and 'Email states unavailable' when the call failed", () => {
    const { unmount } = renderStory(Empty);
    expect(screen.getByText('None yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    renderStory(Unavailable);
    expect(screen.getByText('Email states unavailable')).toBeInTheDocument();
  });
});
