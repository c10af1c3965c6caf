import { createMemoryAuth, deferred, type AuthProvider, type SignInResult } from '@greenroom/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ForgotPasswordForm } from '../ForgotPasswordForm/ForgotPasswordForm';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { createStoryAuth } from '../testing/users';
import { SignInPage } from './SignInPage';
import { lazySignInForms, signInFormChunks, SignInFormsContext, type SignInFormLoaders } from './signInForms';

const forgotTitle = 'Please enter your registered email address or username below.';
const forgotPasswordButton = () => screen.getByRole('button', { name: 'Forgot Password?' });

/**
 * Renders SignInPage with forms of its own, loaded through `loaders` (the real chunks unless
 * given): the page-wide forms were long loaded by the other files of this shared test worker.
 */
function renderWithLoaders(loaders: Partial<SignInFormLoaders>, auth?: AuthProvider) {
  const forms = lazySignInForms({ ...signInFormChunks, ...loaders });
  render(
    <AuthPortalFixture auth={auth}>
      <SignInFormsContext.Provider value={forms}>
        <SignInPage />
      </SignInFormsContext.Provider>
    </AuthPortalFixture>,
  );
  return forms;
}

/** A chunk that cannot be fetched (offline, or gone after a deploy) until `online` is set. */
function flakyChunk<T>(real: () => Promise<T>) {
  const state = { online: false };
  const load = vi.fn(() => (state.online ? real() : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
  return { load, state };
}

/** React reports an error its boundary caught on the console; a failing load is what these tests expect. */
function quietCaughtErrors() {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => logged.mockRestore());
}

describe('SignInPage, its other forms loaded on use', () => {
  it('shows a Loading card in place of the forgot-password form until its code is here', async () => {
    const user = userEvent.setup({ delay: null });
    const code = deferred<typeof ForgotPasswordForm>();
    const forgotPassword = vi.fn(() => code.promise);
    renderWithLoaders({ forgotPassword });
    expect(forgotPassword).not.toHaveBeenCalled();

    await user.click(forgotPasswordButton());
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LOGIN' })).not.toBeInTheDocument();
    code.resolve(await signInFormChunks.forgotPassword());
    expect(await screen.findByText(forgotTitle)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    expect(forgotPassword).toHaveBeenCalledTimes(1);
  });

  it("starts loading the forgot-password form when the pointer reaches 'Forgot Password?', so a click shows it at once", async () => {
    const user = userEvent.setup({ delay: null });
    const forgotPassword = vi.fn(signInFormChunks.forgotPassword);
    const forms = renderWithLoaders({ forgotPassword });
    await user.hover(forgotPasswordButton());
    expect(forgotPassword).toHaveBeenCalledTimes(1);

    await forms.ForgotPasswordForm.preload(); // the load the hover started
    await user.click(forgotPasswordButton());
    // At once: no Loading card in between.
    expect(screen.getByText(forgotTitle)).toBeInTheDocument();
    expect(forgotPassword).toHaveBeenCalledTimes(1);
  });

  it("starts loading the forgot-password form when 'Forgot Password?' takes focus", () => {
    const forgotPassword = vi.fn(signInFormChunks.forgotPassword);
    renderWithLoaders({ forgotPassword });
    expect(forgotPassword).not.toHaveBeenCalled();
    act(() => forgotPasswordButton().focus());
    expect(forgotPassword).toHaveBeenCalledTimes(1);
  });

  it('starts loading the new-password form as the credentials go out, before any answer', async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<SignInResult>();
    const auth: AuthProvider = { ...createMemoryAuth(), signIn: vi.fn(() => answer.promise) };
    const newPassword = vi.fn(signInFormChunks.newPassword);
    renderWithLoaders({ newPassword }, auth);

    await user.click(screen.getByRole('button', { name: 'LOGIN' })); // empty: 'Required', nothing sent
    expect(newPassword).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'newbie');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Temp1234{Enter}');
    expect(auth.signIn).toHaveBeenCalledTimes(1);
    expect(newPassword).toHaveBeenCalledTimes(1);
  });

  it('says so in the card when the forgot-password form fails to load; TRY AGAIN loads it again', async () => {
    quietCaughtErrors();
    const user = userEvent.setup({ delay: null });
    const chunk = flakyChunk(signInFormChunks.forgotPassword);
    renderWithLoaders({ forgotPassword: chunk.load });

    await user.click(forgotPasswordButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This form could not be loaded.');
    expect(screen.getByRole('button', { name: 'BACK' })).toBeInTheDocument();

    // Still offline: the retry fetches again and fails again.
    const tries = chunk.load.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This form could not be loaded.');
    expect(chunk.load).toHaveBeenCalledTimes(tries + 1);

    chunk.state.online = true;
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByText(forgotTitle)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(tries + 2);
  });

  it("goes back to the sign-in form from the failure with BACK, and 'Forgot Password?' tries again", async () => {
    quietCaughtErrors();
    const user = userEvent.setup({ delay: null });
    const chunk = flakyChunk(signInFormChunks.forgotPassword);
    renderWithLoaders({ forgotPassword: chunk.load });

    await user.click(forgotPasswordButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This form could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();

    chunk.state.online = true;
    await user.click(forgotPasswordButton());
    expect(await screen.findByText(forgotTitle)).toBeInTheDocument();
  });

  it('offers TRY AGAIN when the new-password form fails to load after a challenge', async () => {
    quietCaughtErrors();
    const user = userEvent.setup({ delay: null });
    const chunk = flakyChunk(signInFormChunks.newPassword);
    renderWithLoaders({ newPassword: chunk.load }, createStoryAuth());

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'newbie');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Temp1234{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This form could not be loaded.');

    chunk.state.online = true;
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByText('Welcome! Please set your account details:')).toBeInTheDocument();
  });
});
