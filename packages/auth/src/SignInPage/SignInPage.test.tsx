import { createMemoryAuth, deferred, type AuthProvider, type SignInResult } from '@greenroom/core';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { createStoryAuth } from '../testing/users';
import { SignInPage } from './SignInPage';
import { Basic, Error as ErrorStory, ForgotPassword, FromSpaceLink, PasswordChanged } from './SignInPage.stories';

const username = () => screen.getByRole('textbox', { name: 'Username' });
const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const login = () => screen.getByRole('button', { name: 'LOGIN' });

/** Types a username and a password (a trailing {Enter} submits). */
async function typeCredentials(user: UserEvent, name: string, secret: string) {
  await user.type(username(), name);
  await user.type(password(), secret);
}

/** A deferred signIn so the in-flight state can be seen. */
function pendingSignIn() {
  const answer = deferred<SignInResult>();
  return { signIn: vi.fn(() => answer.promise), resolve: answer.resolve };
}

describe('SignInPage', () => {
  it('shows Username, Password with show/hide, LOGIN and Forgot Password?', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Basic />);
    expect(username()).toHaveValue('');
    expect(password()).toHaveAttribute('type', 'password');
    expect(login()).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.queryByText('Please log in to see this page')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sign in' })).toHaveAttribute('data-ui', 'SignInPage');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it("says 'Please log in to see this page' when opened from a space or booking link", () => {
    render(<FromSpaceLink />);
    expect(screen.getByText('Please log in to see this page')).toBeInTheDocument();
    render(
      <AuthPortalFixture>
        <SignInPage fromLink="booking" />
      </AuthPortalFixture>,
    );
    expect(screen.getAllByText('Please log in to see this page')).toHaveLength(2);
  });

  it('marks Username and Password as required, like every other required field', () => {
    render(<Basic />);
    expect(username()).toBeRequired();
    expect(password()).toBeRequired();
    for (const name of ['Username', 'Password']) {
      expect(screen.getByText(name, { selector: 'label' })).toHaveTextContent(`${name}*`);
    }
  });

  it("flags an empty username and password as 'Required' and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const auth = createMemoryAuth();
    const signIn = vi.spyOn(auth, 'signIn');
    render(<Basic auth={auth} />);
    await user.click(login());
    expect(username()).toHaveAccessibleDescription('Required');
    expect(password()).toHaveAccessibleDescription('Required');

    await user.type(username(), 'admin');
    await user.click(login());
    expect(username()).not.toHaveAccessibleDescription('Required');
    expect(password()).toHaveAccessibleDescription('Required');
    expect(signIn).not.toHaveBeenCalled();
  });

  it("shows the identity provider's message on failure", async () => {
    const user = userEvent.setup({ delay: null });
    const navigate = vi.fn();
    render(<Basic navigate={navigate} />);
    await typeCredentials(user, 'admin', 'Wrong1234');
    await user.click(login());
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(navigate).not.toHaveBeenCalled();

    const custom: AuthProvider = { ...createMemoryAuth(), signIn: vi.fn().mockResolvedValue({ kind: 'failed', message: 'Account locked by the pool.' }) };
    render(
      <AuthPortalFixture auth={custom}>
        <SignInPage />
      </AuthPortalFixture>,
    );
    const [, second] = screen.getAllByRole('textbox', { name: 'Username' });
    await user.type(second, 'ada');
    await user.type(screen.getAllByLabelText(/^Password/, { selector: 'input' })[1], 'x');
    await user.click(screen.getAllByRole('button', { name: 'LOGIN' })[1]);
    expect(await screen.findByText('Account locked by the pool.')).toBeInTheDocument();
  });

  it('shows the Error story with the failure message', () => {
    render(<ErrorStory />);
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect username or password.');
  });

  it('is busy while signing in and submits on Enter with the trimmed username', async () => {
    const user = userEvent.setup({ delay: null });
    const { signIn, resolve } = pendingSignIn();
    const auth: AuthProvider = { ...createMemoryAuth(), signIn };
    const onSignedIn = vi.fn();
    const navigate = vi.fn();
    render(
      <AuthPortalFixture auth={auth} navigate={navigate}>
        <SignInPage onSignedIn={onSignedIn} />
      </AuthPortalFixture>,
    );
    await typeCredentials(user, '  admin ', 'Password1{Enter}');
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith({ username: 'admin', password: 'Password1' });
    expect(login()).toHaveAttribute('aria-busy', 'true');
    expect(login()).toBeDisabled();

    const session = { idToken: 't', producerID: 'producer-admin', username: 'admin', role: 0, expiresAt: 1 };
    resolve({ kind: 'signedIn', session });
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to /home after signing in without onSignedIn, and stays put when it came from a link', async () => {
    const user = userEvent.setup({ delay: null });
    const navigate = vi.fn();
    render(<Basic navigate={navigate} />);
    await typeCredentials(user, 'producer', 'Password1');
    await user.click(login());
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/home'));

    const auth = createMemoryAuth();
    const fromLink = vi.fn();
    render(<FromSpaceLink auth={auth} navigate={fromLink} />);
    await user.type(screen.getAllByRole('textbox', { name: 'Username' })[1], 'producer');
    await user.type(screen.getAllByLabelText(/^Password/, { selector: 'input' })[1], 'Password1{Enter}');
    await vi.waitFor(async () => expect(await auth.getSession()).not.toBeNull());
    expect(fromLink).not.toHaveBeenCalled();
  });

  it('asks for account details on a new-password challenge, then signs in', async () => {
    const user = userEvent.setup({ delay: null });
    const auth = createStoryAuth();
    const completeNewPassword = vi.spyOn(auth, 'completeNewPassword');
    const onSignedIn = vi.fn();
    render(
      <AuthPortalFixture auth={auth}>
        <SignInPage onSignedIn={onSignedIn} />
      </AuthPortalFixture>,
    );
    await typeCredentials(user, 'newbie', 'Temp1234{Enter}');
    expect(await screen.findByText('Welcome! Please set your account details:')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Nia');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Newman');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Brand9New');
    await user.type(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Brand9New');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ producerID: 'producer-2', username: 'newbie' })));
    expect(completeNewPassword).toHaveBeenCalledWith({
      challenge: expect.objectContaining({ username: 'newbie' }),
      firstName: 'Nia',
      lastName: 'Newman',
      password: 'Brand9New',
    });
  });

  it('opens Forgot Password and comes back with BACK', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Basic />);
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    // The form's code loads on use (the first time, after a Loading card).
    expect(await screen.findByText('Please enter your registered email address or username below.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(login()).toBeInTheDocument();
  });

  it("returns to sign-in with 'Your password has been successfully changed.' after a reset, and the new password works", async () => {
    const user = userEvent.setup({ delay: null });
    const auth = createStoryAuth();
    const navigate = vi.fn();
    render(<ForgotPassword auth={auth} navigate={navigate} />);
    await user.type(await screen.findByRole('textbox', { name: 'Email/Username' }), 'producer@example.com');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await user.type(await screen.findByRole('textbox', { name: 'Verification Code' }), auth.verificationCode);
    await user.type(screen.getByLabelText(/^New Password/, { selector: 'input' }), 'Fresh2Start');
    await user.type(screen.getByLabelText(/^Confirm New Password/, { selector: 'input' }), 'Fresh2Start');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));

    expect(await screen.findByText('Your password has been successfully changed.')).toBeInTheDocument();
    await typeCredentials(user, 'producer', 'Fresh2Start{Enter}');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/home'));
  });

  it('shows the PasswordChanged story', () => {
    render(<PasswordChanged />);
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been successfully changed.');
  });

  it('works without a PortalProvider when given auth and onSignedIn, through the new-password form too', async () => {
    const user = userEvent.setup({ delay: null });
    const onSignedIn = vi.fn();
    render(<SignInPage auth={createStoryAuth()} fromLink="space" onSignedIn={onSignedIn} />);
    expect(screen.getByText('Please log in to see this page')).toBeInTheDocument();
    await typeCredentials(user, 'newbie', 'Temp1234{Enter}');
    expect(await screen.findByText('Welcome! Please set your account details:')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Nia');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'New');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Fresh2Start');
    await user.type(screen.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Fresh2Start');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ producerID: 'producer-2' })));
  });
});
