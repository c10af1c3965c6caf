import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Basic, Required, RuleBroken } from './NewPasswordFields.stories';

const password = () => screen.getByLabelText(/^New Password/, { selector: 'input' });
const confirm = () => screen.getByLabelText(/^Confirm New Password/, { selector: 'input' });

describe('NewPasswordFields', () => {
  it('shows two required, hidden new-password fields with no messages', () => {
    render(<Basic />);
    for (const input of [password(), confirm()]) {
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toHaveAttribute('autocomplete', 'new-password');
      expect(input).toBeRequired();
      expect(input).not.toHaveAccessibleDescription(/./);
      expect(input).not.toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('shows each field its own rule message from the errors', () => {
    render(<RuleBroken />);
    expect(password()).toHaveAccessibleDescription('Password must contain at least 1 number');
    expect(confirm()).toHaveAccessibleDescription('Passwords must match');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows 'Required' on both when both are flagged", () => {
    render(<Required />);
    expect(password()).toHaveAccessibleDescription('Required');
    expect(confirm()).toHaveAccessibleDescription('Required');
  });

  it('sends each change to the binding of its own field', async () => {
    const user = userEvent.setup({ delay: null });
    const onValueChange = vi.fn();
    render(<Basic onValueChange={onValueChange} />);
    await user.type(password(), 'Ab');
    await user.type(confirm(), 'X');
    expect(onValueChange.mock.calls).toEqual([
      ['password', 'A'],
      ['password', 'Ab'],
      ['confirmPassword', 'X'],
    ]);
    expect(password()).toHaveValue('Ab');
    expect(confirm()).toHaveValue('X');
  });

  it('ticks off the spec\'s password rules as a checklist while typing, met or not met for screen readers', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Basic />);
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    const items = () => within(checklist).getAllByRole('listitem').map((item) => item.textContent);
    expect(items()).toEqual([
      'Password must be at least 8 characters (not met)',
      'Password must contain at least 1 uppercase letter (not met)',
      'Password must contain at least 1 lowercase letter (not met)',
      'Password must contain at least 1 number (not met)',
      'Passwords must match (not met)',
    ]);
    await user.type(password(), 'secret1');
    expect(items()).toEqual([
      'Password must be at least 8 characters (not met)',
      'Password must contain at least 1 uppercase letter (not met)',
      'Password must contain at least 1 lowercase letter (met)',
      'Password must contain at least 1 number (met)',
      'Passwords must match (not met)',
    ]);
    await user.type(password(), 'X');
    await user.type(confirm(), 'secret1X');
    expect(items().every((item) => item?.endsWith('(met)'))).toBe(true);
    expect(password()).not.toHaveAccessibleDescription(/./);
  });

  it('shows the checklist in German under locale de', () => {
    render(<Basic locale="de" />);
    const checklist = screen.getByRole('list', { name: 'Passwortanforderungen' });
    expect(within(checklist).getAllByRole('listitem')[0]).toHaveTextContent('Das Passwort muss mindestens 8 Zeichen lang sein (nicht erfüllt)');
  });

  it('reveals the password with its show button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Basic />);
    const [showPassword] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(showPassword);
    expect(password()).toHaveAttribute('type', 'text');
    expect(confirm()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });
});
