import { defaultGuestFlow, HttpError } from '@greenroom/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi, afterEach } from 'vitest';
import { GuestStoryFrame } from '../stories/GuestStoryFrame';
import { Full, International, InvalidLink } from '../stories/SignUpPage.stories';
import { STORY_SIGN_UP_CODE, storyGuestApi } from '../stories/guestStoryData';
import { SignUpPage } from './SignUpPage';

function renderPage(api = storyGuestApi()) {
  const signUp = vi.spyOn(api, 'signUp');
  const onSignedUp = vi.fn();
  render(
    <GuestStoryFrame api={api}>
      <SignUpPage code={STORY_SIGN_UP_CODE} viewerZone="America/New_York" onSignedUp={onSignedUp} />
    </GuestStoryFrame>,
  );
  return { api, signUp, onSignedUp, user: userEvent.setup() };
}

describe('SignUpPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it("refuses an empty form with core's rules before sending, then registers and shows the personal link", async () => {
    // The browser's language goes with the sign-up: the guest's mail is written in it.
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const { api, signUp, onSignedUp, user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Register for Launch Night' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    const first = screen.getByRole('textbox', { name: /First Name/ });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Required');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(signUp).not.toHaveBeenCalled();

    await user.type(first, 'Grace');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'grace@example.com');
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await user.type(phone, '5551234567');
    expect(phone).toHaveValue('(555) 123-4567');
    await user.type(screen.getByRole('textbox', { name: /Zip Code/ }), '78701');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const done = await screen.findByRole('status');
    expect(within(done).getByRole('heading', { name: "You're registered" })).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Open your event page' })).toHaveAttribute('href', 'https://portal.example.com/guest/intake/guest-1');
    await waitFor(() => expect(document.activeElement).toBe(done));
    const registrationData = {
      firstName: 'Grace',
      lastName: '',
      company: '',
      emailAddress: 'grace@example.com',
      phone: '(555) 123-4567',
      address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '78701' },
    };
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(signUp).toHaveBeenCalledWith({ code: STORY_SIGN_UP_CODE, registrationData, timeZone: 'America/New_York', language: 'de-DE' });
    expect(api.guests.at(-1)).toEqual({
      loginCode: 'guest-1',
      bookingID: 'booking-1',
      registrationData,
      timeZone: 'America/New_York',
      language: 'de-DE',
      status: 'approved',
      waitlistPosition: null,
      offerExpiresAt: null,
    });
    expect(onSignedUp).toHaveBeenCalledWith({ loginCode: 'guest-1', intakeUrl: 'https://portal.example.com/guest/intake/guest-1', status: 'approved' });
  }, 30_000);

  it("shows the server's field errors under their fields, and core's capacity text on a 409", async () => {
    const { signUp, user } = renderPage();
    signUp.mockRejectedValueOnce(new HttpError(400, 'Invalid request', undefined, { emailAddress: 'Email must be a valid email address' }));
    await user.type(await screen.findByRole('textbox', { name: /First Name/ }), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAccessibleDescription('Email must be a valid email address');
    await waitFor(() => expect(document.activeElement).toBe(email));

    signUp.mockRejectedValueOnce(new HttpError(409, 'This booking has reached its registration capacity of 100.'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const full = await screen.findByRole('alert');
    expect(full).toHaveTextContent('Registration is full');
    expect(full).toHaveTextContent('This booking has reached its registration capacity of 100.');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  }, 30_000);

  it('builds an international address from the intake fields, hiding what the booking hides, with no axe violations', async () => {
    render(<International />);
    expect(await screen.findByRole('textbox', { name: /State\/Province\/Region/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Country/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Address Line 2/ })).not.toBeRequired();
    expect(screen.queryByRole('textbox', { name: /Zip Code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Company/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Phone/ })).not.toBeInTheDocument();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    expect(results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id)).toEqual([]);
  }, 30_000);

  it("says full in core's words without a form, and shows an unknown link's refusal", async () => {
    const { unmount } = render(<Full />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking has reached its registration capacity of 0.');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    unmount();
    render(<InvalidLink />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration for this event is not open. Please contact the event organizer.');
  });
});

describe('SignUpPage with a waitlist (issue 27)', () => {
  it('offers the waitlist when full and tells the guest they are on it', async () => {
    const { signUp, user } = renderPage(storyGuestApi({ booking: { registrationCapacity: 1, guestFlow: { ...defaultGuestFlow(), waitlist: true } } }));
    expect(await screen.findByText('The event is full, but you can join the waitlist: we will write to you when a place is free.')).toBeInTheDocument();
    for (const [name, value] of [
      [/First Name/, 'Grace'],
      [/Last Name/, 'Hopper'],
      [/Email/, 'grace@example.com'],
    ] as const) {
      await user.type(screen.getByRole('textbox', { name }), value);
    }
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'You are on the waitlist' })).toBeInTheDocument();
    expect(await signUp.mock.results[0].value).toMatchObject({ status: 'waitlisted' });
  });
});
