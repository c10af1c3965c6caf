import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuestStoryFrame } from '../stories/GuestStoryFrame';
import { NotApproved, Pending, Waitlisted } from '../stories/JoinPage.stories';
import { STORY_GUEST_CODE, storyGuestApi } from '../stories/guestStoryData';
import { JoinPage } from './JoinPage';

// Issue 27: where a registration stands on the join page, claiming an offered place and cancelling.

function renderJoin(api: ReturnType<typeof storyGuestApi>) {
  render(
    <GuestStoryFrame api={api}>
      <JoinPage code={STORY_GUEST_CODE} viewerZone="Europe/Berlin" />
    </GuestStoryFrame>,
  );
  return userEvent.setup();
}

describe('JoinPage standing', () => {
  it.each([
    ['Pending', Pending, 'Your registration is waiting for approval.'],
    ['Waitlisted', Waitlisted, 'You are on the waitlist (number 3).'],
    ['NotApproved', NotApproved, 'Your registration was not approved.'],
  ])('tells the %s state instead of the room', async (_name, Story, text) => {
    render(<Story />);
    expect(await screen.findByText(text, {}, { timeout: 5000 })).toHaveAttribute('role', 'status');
    expect(screen.queryByText('The room is not open yet.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel my registration' }) !== null).toBe(Story !== NotApproved);
  });

  it('claims an offered place before it lapses, then shows the room', async () => {
    const api = storyGuestApi({ ada: { status: 'offered', waitlistPosition: null, offerExpiresAt: '2026-11-21T20:30:00Z' } });
    const claim = vi.spyOn(api, 'claim');
    const user = renderJoin(api);
    expect(await screen.findByText('A place is free for you until 11/21/2026 9:30 PM.', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('The room is not open yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(claim).toHaveBeenCalledWith({ code: STORY_GUEST_CODE });
  });

  it('shows the refusal of a lapsed offer', async () => {
    const user = renderJoin(storyGuestApi({ ada: { status: 'offered', waitlistPosition: null, offerExpiresAt: '2026-11-21T20:00:00Z' } }));
    await user.click(await screen.findByRole('button', { name: 'Claim' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has expired.');
  });

  it('cancels the registration only after the confirm', async () => {
    const api = storyGuestApi();
    const cancel = vi.spyOn(api, 'cancel');
    const user = renderJoin(api);
    await user.click(await screen.findByRole('button', { name: 'Cancel my registration' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your registration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(cancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel my registration' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel registration' }));
    expect(await screen.findByText('Your registration is cancelled.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledWith({ code: STORY_GUEST_CODE });
    expect(screen.queryByRole('button', { name: 'Cancel my registration' })).toBeNull();
  });
});
