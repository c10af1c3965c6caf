import type { AuthActionResult, AuthProvider } from '@greenroom/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createStoryAuth } from '../testing/users';
import { Basic, RateLimited, Verify } from './ForgotPasswordForm.stories';

const emailOrUsername = () => screen.getByRole('textbox', { name: /^Email\/Username/ });
const submit = () => screen.getByRole('button', { name: 'SUBMIT' });
const back = () => screen.getByRole('button', { name: 'BACK' });
const code = () => screen.getByRole('textbox', { name: /^Verification Code/ });
const newPassword = () => screen.getByLabelText(/^New Password/, { selector: 'input' });
const confirm = () => screen.getByLabelText(/^Confirm New Password/, { selector: 'input' });

const setup = () => userEvent.setup({ delay: null });
const withForgot = (result: AuthActionResult | Error): AuthProvider => ({
  ...createStoryAuth(),
  forgotPassword: result instanceof Error ? vi.fn().mockRejectedValue(result) : vi.fn().mockResolvedValue(result),
});
const withConfirm = (result: AuthActionResult): AuthProvider => ({ ...createStoryAuth(), confirmPassword: vi.fn().mockResolvedValue(result) });

async function fillVerify(user: ReturnType<typeof setup>, values: { code: string; password: string; confirm: string }) {
  if (values.code) await user.type(code(), values.code);
  if (values.password) await user.type(newPassword(), values.password);
  if (values.confirm) await user.type(confirm(), values.confirm);
  await user.click(submit());
}

describe('ForgotPasswordForm', () => {
  it("asks for the email or username: empty is 'Required' and nothing is sent; BACK leaves", async () => {
    const user = setup();
    const auth = createStoryAuth();
    const forgotPassword = vi.spyOn(auth, 'forgotPassword');
    const onBack = vi.fn();
    render(<Basic auth={auth} onBack={onBack} />);
    expect(screen.getByText('Please enter your registered email address or username below.')).toBeInTheDocument();
    await user.type(emailOrUsername(), '   ');
    await user.click(submit());
    expect(emailOrUsername()).toHaveAccessibleDescription('Required');
    expect(forgotPassword).not.toHaveBeenCalled();
    await user.click(back());
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('sends the code for the trimmed name and moves to the Verify step', async () => {
    const user = setup();
    const auth = createStoryAuth();
    const forgotPassword = vi.spyOn(auth, 'forgotPassword');
    render(<Basic auth={auth} />);
    await user.type(emailOrUsername(), ' producer@example.com {Enter}');
    expect(await screen.findByRole('textbox', { name: /^Verification Code/ })).toBeInTheDocument();
    expect(forgotPassword).toHaveBeenCalledWith({ username: 'producer@example.com' });
  });

  it.each([
    ['a refusal', { ok: false, message: 'Boom', code: 'InternalError' } as AuthActionResult],
    ['a thrown error', new Error('network down')],
  ])('shows the sending error on %s', async (_name, result) => {
    const user = setup();
    render(<Basic auth={withForgot(result)} />);
    await user.type(emailOrUsername(), 'producer');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred sending your verification code. Please try again.');
    expect(screen.queryByRole('textbox', { name: /^Verification Code/ })).not.toBeInTheDocument();
  });

  it('shows the rate-limit text when too many codes were asked for', async () => {
    const user = setup();
    render(<RateLimited />);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Maximum verification attempts exceeded. Please wait a few minutes and try again.',
    );
  });

  it("Verify: flags empty fields 'Required', applies the password rules and 'Passwords must match'", async () => {
    const user = setup();
    const auth = createStoryAuth();
    const confirmPassword = vi.spyOn(auth, 'confirmPassword');
    render(<Verify auth={auth} />);
    await user.click(submit());
    for (const input of [code(), newPassword(), confirm()]) expect(input).toHaveAccessibleDescription('Required');

    await fillVerify(user, { code: '123456', password: 'short', confirm: 'short' });
    expect(newPassword()).toHaveAccessibleDescription('Password must be at least 8 characters');
    await user.clear(newPassword());
    await user.clear(confirm());
    await fillVerify(user, { code: '', password: 'Fresh2Start', confirm: 'Fresh2Stark' });
    expect(newPassword()).not.toHaveAccessibleDescription(/Password/);
    expect(confirm()).toHaveAccessibleDescription('Passwords must match');
    expect(confirmPassword).not.toHaveBeenCalled();
  });

  it('Verify: a wrong code shows the code error; five wrong codes the rate-limit text', async () => {
    const user = setup();
    render(<Verify />);
    await fillVerify(user, { code: '000000', password: 'Fresh2Start', confirm: 'Fresh2Start' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please ensure your verification code is correct.');
    for (let attempt = 2; attempt <= 5; attempt += 1) await user.click(submit());
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Maximum verification attempts exceeded. Please wait a few minutes and try again.'),
    );
  });

  it("Verify: an expired code shows 'This verification code has expired.'", async () => {
    const user = setup();
    render(<Verify auth={withConfirm({ ok: false, code: 'ExpiredCode', message: 'This verification code has expired.' })} />);
    await fillVerify(user, { code: '123456', password: 'Fresh2Start', confirm: 'Fresh2Start' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification code has expired.');
  });

  it('Verify: any other failure shows the code error', async () => {
    const user = setup();
    render(<Verify auth={withConfirm({ ok: false, code: 'InvalidPassword', message: 'Password must contain at least 1 number' })} />);
    await fillVerify(user, { code: '123456', password: 'Fresh2Start', confirm: 'Fresh2Start' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please ensure your verification code is correct.');
  });

  it('Verify: the right code sets the password (exact call) and reports success; BACK returns to the first step', async () => {
    const user = setup();
    const auth = createStoryAuth();
    const confirmPassword = vi.spyOn(auth, 'confirmPassword');
    const onPasswordChanged = vi.fn();
    render(<Verify auth={auth} onPasswordChanged={onPasswordChanged} />);
    await fillVerify(user, { code: ' 123456 ', password: 'Fresh2Start', confirm: 'Fresh2Start' });
    await vi.waitFor(() => expect(onPasswordChanged).toHaveBeenCalledTimes(1));
    expect(confirmPassword).toHaveBeenCalledWith({ username: 'producer', code: '123456', password: 'Fresh2Start' });

    // BACK is disabled while the form is busy, which lasts a moment past onPasswordChanged.
    await vi.waitFor(() => expect(back()).toBeEnabled());
    await user.click(back());
    expect(emailOrUsername()).toHaveValue('producer');
  });
});
