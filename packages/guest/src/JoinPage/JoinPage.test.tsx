import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestStoryFrame } from '../stories/GuestStoryFrame';
import { Closed, German, InvalidLink, Loading, Open } from '../stories/JoinPage.stories';
import { STORY_GUEST_CODE, storyGuestApi } from '../stories/guestStoryData';
import { JoinPage } from './JoinPage';

afterEach(() => vi.useRealTimers());

describe('JoinPage', () => {
  it('counts down to the opening by the injected clock, speaking whole minutes, then offers the room', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = new Date('2026-11-21T20:15:00Z');
    const clock = () => now;
    render(
      <GuestStoryFrame api={storyGuestApi({ now: clock })} now={clock}>
        <JoinPage code={STORY_GUEST_CODE} viewerZone="Europe/Berlin" />
      </GuestStoryFrame>,
    );
    // Generous waits: the memory api answers after a real timeout, which a busy CI machine can stretch.
    expect(await screen.findByRole('heading', { level: 1, name: 'Launch Night' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.getByText('11/21/2026 3:00 PM – 4:00 PM CST')).toBeInTheDocument();
    expect(screen.getByText('11/21/2026 10:00 PM – 11:00 PM GMT+1')).toBeInTheDocument();
    expect(screen.getByText('The room is not open yet.')).toBeInTheDocument();
    expect(screen.getByText('00:45:00')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('The room opens in 45 minutes');
    // findBy returns once the page is drawn, maybe before React ran its effects (the countdown's
    // interval among them) on a busy machine; let them run before the fake interval is advanced.
    await act(async () => {});

    now = new Date('2026-11-21T20:15:01Z');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('00:44:59')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The room opens in 45 minutes');

    now = new Date('2026-11-21T21:00:00Z');
    act(() => vi.advanceTimersByTime(1000));
    expect(await screen.findByRole('link', { name: 'Join now' }, { timeout: 5000 })).toHaveAttribute('href', `https://portal.example.com/guest/attendee-join/${STORY_GUEST_CODE}`);
    expect(screen.getByText('The room is open.')).toBeInTheDocument();
  });

  it("opens 'Add to calendar' with the .ics download, Google and Outlook links, and has no axe violations", async () => {
    const user = userEvent.setup();
    render(<Open />);
    const button = await screen.findByRole('button', { name: 'Add to calendar' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Google Calendar' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Download calendar file (.ics)' })).toHaveAttribute('href', `https://portal.example.com/api/guest/ics?code=${STORY_GUEST_CODE}`);
    expect(screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toContain('text=Launch%20Night&dates=20261121T210000Z%2F20261121T220000Z');
    expect(screen.getByRole('link', { name: 'Outlook' }).getAttribute('href')).toContain('subject=Launch%20Night&startdt=2026-11-21T21%3A00%3A00Z');
    expect(screen.getByText('Questions? Write to help@example.com.')).toBeInTheDocument();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    expect(results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id)).toEqual([]);
  }, 30_000);

  it("shows the booking's own text once the room is closed", async () => {
    render(<Closed />);
    expect(await screen.findByText('This event has ended. Thank you for joining us!')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
  });

  it("focuses the refusal of an unknown link, in core's words, with no retry", async () => {
    render(<InvalidLink />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('This attendee link is not valid. Please contact the event organizer for a new link.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading, and German under locale de', async () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    unmount();
    render(<German />);
    expect(await screen.findByText('Guten Tag, Ada')).toBeInTheDocument();
    expect(screen.getByText('21.11.2026 15:00 – 16:00 CST')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zum Kalender hinzufügen' })).toBeInTheDocument();
  });
});
