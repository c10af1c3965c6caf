import {
  passwordRuleChecks,
  validateNewAccount,
  validatePassword,
  validatePasswordConfirmation,
  validateResetPassword,
} from './password';
import { validateSignIn } from './signIn';

describe('validatePassword', () => {
  it('requires a password', () => {
    expect(validatePassword('')).toBe('Required');
    expect(validatePassword(undefined)).toBe('Required');
  });

  it('needs at least 8 characters (7 fails, 8 passes)', () => {
    expect(validatePassword('Abcdef1')).toBe('Password must be at least 8 characters');
    expect(validatePassword('Abcdef12')).toBeNull();
  });

  it('allows at most 100 characters (100 passes, 101 fails)', () => {
    const hundred = `Ab1${'x'.repeat(97)}`;
    expect(hundred).toHaveLength(100);
    expect(validatePassword(hundred)).toBeNull();
    expect(validatePassword(`${hundred}x`)).toBe('Password must be at most 100 characters');
  });

  it('counts code points, not UTF-16 units', () => {
    expect(validatePassword('Ab1😀😀😀😀😀')).toBeNull();
    expect(validatePassword('Ab1😀😀😀😀')).toBe('Password must be at least 8 characters');
  });

  it('needs an uppercase letter, a lowercase letter and a digit, in that order', () => {
    expect(validatePassword('abcdefg1')).toBe('Password must contain at least 1 uppercase letter');
    expect(validatePassword('ABCDEFG1')).toBe('Password must contain at least 1 lowercase letter');
    expect(validatePassword('Abcdefgh')).toBe('Password must contain at least 1 number');
    expect(validatePassword('abcdefgh')).toBe('Password must contain at least 1 uppercase letter');
  });

  it('keeps spaces as characters', () => {
    expect(validatePassword('  Ab1   ')).toBeNull();
  });
});

describe('passwordRuleChecks', () => {
  const unmet = (password: string, confirmation?: string) =>
    passwordRuleChecks(password, confirmation).filter((c) => !c.met).map((c) => c.message);

  it('reports every rule with the spec text, met or not, in order', () => {
    expect(passwordRuleChecks('').map((c) => [c.rule, c.message, c.met])).toEqual([
      ['minLength', 'Password must be at least 8 characters', false],
      ['uppercase', 'Password must contain at least 1 uppercase letter', false],
      ['lowercase', 'Password must contain at least 1 lowercase letter', false],
      ['number', 'Password must contain at least 1 number', false],
    ]);
    expect(unmet('secret1')).toEqual(['Password must be at least 8 characters', 'Password must contain at least 1 uppercase letter']);
    expect(unmet('SECRET12')).toEqual(['Password must contain at least 1 lowercase letter']);
    expect(unmet('Secret123')).toEqual([]);
  });

  it("adds 'Passwords must match' with a confirmation, met only when filled in and equal", () => {
    expect(unmet('Secret123', '')).toEqual(['Passwords must match']);
    expect(unmet('Secret123', 'Secret12')).toEqual(['Passwords must match']);
    expect(unmet('Secret123', 'Secret123')).toEqual([]);
    expect(unmet('', '')).toContain('Passwords must match');
  });
});

describe('validatePasswordConfirmation', () => {
  it('requires the confirmation and equality', () => {
    expect(validatePasswordConfirmation('Secret123', '')).toBe('Required');
    expect(validatePasswordConfirmation('Secret123', 'Secret124')).toBe('Passwords must match');
    expect(validatePasswordConfirmation('Secret123', 'Secret123')).toBeNull();
  });
});

describe('form validators', () => {
  it('flags empty sign-in fields (username trimmed)', () => {
    expect(validateSignIn({ username: '  ', password: '' })).toEqual({ username: 'Required', password: 'Required' });
    expect(validateSignIn({ username: 'ada', password: ' ' })).toEqual({});
  });

  it('checks the new-account form', () => {
    expect(
      validateNewAccount({ firstName: ' ', lastName: 'L', password: 'secret12', confirmPassword: 'secret13' }),
    ).toEqual({
      firstName: 'Required',
      password: 'Password must contain at least 1 uppercase letter',
      confirmPassword: 'Passwords must match',
    });
    expect(
      validateNewAccount({ firstName: 'Ada', lastName: 'L', password: 'Secret12', confirmPassword: 'Secret12' }),
    ).toEqual({});
  });

  it('checks the reset-password form', () => {
    expect(validateResetPassword({ code: '', password: 'Secret12', confirmPassword: '' })).toEqual({
      code: 'Required',
      confirmPassword: 'Required',
    });
  });
});
