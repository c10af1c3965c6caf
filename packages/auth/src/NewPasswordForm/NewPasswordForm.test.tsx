import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createStoryAuth } from '../testing/users';
import { Basic, ExpiredChallenge } from './NewPasswordForm.stories';

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const firstName = () => field(/^First Name/);
const lastName = () => field(/^Last Name/);
const password = () => field(/^Password/);
const confirm = () => field(/^Confirm Password/);
const save = () => screen.getByRole('button', { name: 'SAVE' });

async function renderForm() {
  const user = userEvent.setup({ delay: null });
  const auth = createStoryAuth();
  const completeNewPassword = vi.spyOn(auth, 'completeNewPassword');
  const onSignedIn = vi.fn();
  render(<Basic auth={auth} onSignedIn={onSignedIn} />);
  await screen.findByText('Welcome! Please set your account details:');
  return { user, completeNewPassword, onSignedIn };
}

describe('NewPasswordForm', () => {
  it("flags every empty field 'Required' and sends nothing", async () => {
    const { user, completeNewPassword } = await renderForm();
    await user.click(save());
    for (const input of [firstName(), lastName(), password(), confirm()]) expect(input).toHaveAccessibleDescription('Required');
    expect(completeNewPassword).not.toHaveBeenCalled();
  });

  it.each([
    ['Ab1', 'Password must be at least 8 characters'],
    ['lowercase1', 'Password must contain at least 1 uppercase letter'],
    ['UPPERCASE1', 'Password must contain at least 1 lowercase letter'],
    ['NoDigitsHere', 'Password must contain at least 1 number'],
    [`Aa1${'x'.repeat(98)}`, 'Password must be at most 100 characters'],
  ])('applies the password rules: %s', async (value, message) => {
    const { user, completeNewPassword } = await renderForm();
    await user.type(firstName(), 'Nia');
    await user.type(lastName(), 'Newman');
    await user.click(password());
    await user.paste(value);
    await user.click(confirm());
    await user.paste(value);
    await user.click(save());
    expect(password()).toHaveAccessibleDescription(message);
    expect(completeNewPassword).not.toHaveBeenCalled();
  });

  it("says 'Passwords must match' and clears a field's error when it is edited", async () => {
    const { user, completeNewPassword } = await renderForm();
    await user.type(firstName(), 'Nia');
    await user.type(lastName(), 'Newman');
    await user.type(password(), 'Brand9New');
    await user.type(confirm(), 'Brand9Nex');
    await user.click(save());
    expect(confirm()).toHaveAccessibleDescription('Passwords must match');
    expect(completeNewPassword).not.toHaveBeenCalled();
    await user.type(confirm(), '{Backspace}w');
    expect(confirm()).not.toHaveAccessibleDescription('Passwords must match');
  });

  it('saves the trimmed names and the password, then hands over the session', async () => {
    const { user, completeNewPassword, onSignedIn } = await renderForm();
    await user.type(firstName(), ' Nia ');
    await user.type(lastName(), 'Newman');
    await user.type(password(), 'Brand9New');
    await user.type(confirm(), 'Brand9New{Enter}');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ username: 'newbie', producerID: 'producer-2' })));
    expect(completeNewPassword).toHaveBeenCalledTimes(1);
    expect(completeNewPassword).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Nia', lastName: 'Newman', password: 'Brand9New' }));
  });

  it("shows the identity service's message when the challenge has expired", async () => {
    const user = userEvent.setup({ delay: null });
    const onSignedIn = vi.fn();
    render(<ExpiredChallenge onSignedIn={onSignedIn} />);
    await user.type(firstName(), 'Nia');
    await user.type(lastName(), 'Newman');
    await user.type(password(), 'Brand9New');
    await user.type(confirm(), 'Brand9New');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired. Please sign in again.');
    expect(save()).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
