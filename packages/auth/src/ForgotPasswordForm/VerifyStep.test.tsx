import { deferred, type AuthActionResult, type AuthProvider } from '@greenroom/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createStoryAuth } from '../testing/users';
import { Basic, ExpiredCode } from './VerifyStep.stories';

const setup = () => userEvent.setup({ delay: null });
const code = () => screen.getByRole('textbox', { name: /^Verification Code/ });
const newPassword = () => screen.getByLabelText(/^New Password/, { selector: 'input' });
const confirm = () => screen.getByLabelText(/^Confirm New Password/, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'SUBMIT' });

function authWith(confirmPassword: AuthProvider['confirmPassword']): AuthProvider {
  return { ...createStoryAuth(), confirmPassword };
}

async function fill(user: ReturnType<typeof setup>, values: { code: string; password: string; confirm: string }) {
  await user.type(code(), values.code);
  await user.type(newPassword(), values.password);
  await user.type(confirm(), values.confirm);
  await user.click(submit());
}

describe('VerifyStep', () => {
  it('has a heading and says that a verification code was sent', () => {
    render(<Basic />);
    const region = screen.getByRole('region', { name: 'Reset your password' });
    expect(screen.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeInTheDocument();
    expect(region).toHaveAccessibleDescription(
      'We have sent a verification code to the email address of your account. Enter it below with your new password.',
    );
  });

  it("flags every empty field 'Required' and sends nothing", async () => {
    const user = setup();
    const confirmPassword = vi.fn<AuthProvider['confirmPassword']>();
    render(<Basic auth={authWith(confirmPassword)} />);
    await user.click(submit());
    for (const input of [code(), newPassword(), confirm()]) expect(input).toHaveAccessibleDescription('Required');
    expect(confirmPassword).not.toHaveBeenCalled();
  });

  it.each([
    ['Fresh2', 'Fresh2', 'Password must be at least 8 characters', null],
    ['FreshStart', 'FreshStart', 'Password must contain at least 1 number', null],
    ['Fresh2Start', 'Fresh2Stark', null, 'Passwords must match'],
  ])('password %s / %s: shows the rule message and sends nothing', async (password, confirmation, passwordMessage, confirmMessage) => {
    const user = setup();
    const confirmPassword = vi.fn<AuthProvider['confirmPassword']>();
    render(<Basic auth={authWith(confirmPassword)} />);
    await fill(user, { code: '123456', password, confirm: confirmation });
    if (passwordMessage) expect(newPassword()).toHaveAccessibleDescription(passwordMessage);
    else expect(newPassword()).not.toHaveAccessibleDescription(/./);
    if (confirmMessage) expect(confirm()).toHaveAccessibleDescription(confirmMessage);
    expect(code()).not.toHaveAccessibleDescription(/./);
    expect(confirmPassword).not.toHaveBeenCalled();
  });

  it('sends the trimmed code with the username and the password once, busy meanwhile, then reports success', async () => {
    const user = setup();
    const pending = deferred<AuthActionResult>();
    const confirmPassword = vi.fn<AuthProvider['confirmPassword']>().mockReturnValue(pending.promise);
    const onPasswordChanged = vi.fn();
    render(<Basic auth={authWith(confirmPassword)} username="producer@example.com" onPasswordChanged={onPasswordChanged} />);
    await fill(user, { code: ' 123456 ', password: 'Fresh2Start', confirm: 'Fresh2Start' });

    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'BACK' })).toBeDisabled();
    expect(confirmPassword).toHaveBeenCalledTimes(1);
    expect(confirmPassword).toHaveBeenCalledWith({ username: 'producer@example.com', code: '123456', password: 'Fresh2Start' });
    expect(onPasswordChanged).not.toHaveBeenCalled();

    await act(async () => pending.resolve({ ok: true }));
    expect(onPasswordChanged).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sets the password on the story identity service with the code that was sent', async () => {
    const user = setup();
    const onPasswordChanged = vi.fn();
    render(<Basic onPasswordChanged={onPasswordChanged} />);
    await fill(user, { code: '123456', password: 'Fresh2Start', confirm: 'Fresh2Start' });
    await vi.waitFor(() => expect(onPasswordChanged).toHaveBeenCalledTimes(1));
  });

  it('shows the code error when the call throws, and does not report success', async () => {
    const user = setup();
    const onPasswordChanged = vi.fn();
    render(<Basic auth={authWith(vi.fn().mockRejectedValue(new Error('network down')))} onPasswordChanged={onPasswordChanged} />);
    await fill(user, { code: '123456', password: 'Fresh2Start', confirm: 'Fresh2Start' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please ensure your verification code is correct.');
    expect(onPasswordChanged).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it("shows 'This verification code has expired.' for an expired code", async () => {
    const user = setup();
    render(<ExpiredCode />);
    await fill(user, { code: '123456', password: 'Fresh2Start', confirm: 'Fresh2Start' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification code has expired.');
  });

  it('BACK calls onBack', async () => {
    const user = setup();
    const onBack = vi.fn();
    render(<Basic onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Reset your password' })).toHaveAttribute('data-ui', 'VerifyStep');
  });
});
