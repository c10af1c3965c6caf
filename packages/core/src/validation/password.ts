import { collectFieldErrors, type FieldErrors } from './fieldErrors';
import { messages } from './messages';
import { textLength, validateRequired, type TextValue } from './text';

/**
 * Shortest password (docs/reference/portal.md §9).
 * @example password.length >= PASSWORD_MIN_LENGTH
 */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * Longest password (docs/reference/portal.md §9).
 * @example <input maxLength={PASSWORD_MAX_LENGTH} />
 */
export const PASSWORD_MAX_LENGTH = 100;

/**
 * The rules a password is shown against while it is typed, in the spec's order.
 * @example const rule: PasswordRule = 'uppercase'
 */
export type PasswordRule = 'minLength' | 'uppercase' | 'lowercase' | 'number' | 'match';

/**
 * One rule of the password checklist: its message (the spec's text) and whether it is met.
 * @example const check: PasswordRuleCheck = { rule: 'number', message: 'Password must contain at least 1 number', met: false }
 */
export interface PasswordRuleCheck {
  rule: PasswordRule;
  message: string;
  met: boolean;
}

/**
 * Every password rule with whether `password` meets it: at least 8 characters, an uppercase
 * letter, a lowercase letter, a digit (spaces count, no trimming); with a `confirmation`, also
 * 'Passwords must match' (met when the confirmation is filled in and equal). The checklist of the
 * new-password and reset forms; validatePassword reports the first that fails.
 * @example passwordRuleChecks('secret1').filter((c) => !c.met).map((c) => c.message)
 * // ['Password must be at least 8 characters', 'Password must contain at least 1 uppercase letter']
 * @example passwordRuleChecks('Secret123', 'Secret12').at(-1) // { rule: 'match', message: 'Passwords must match', met: false }
 */
export function passwordRuleChecks(password: TextValue, confirmation?: TextValue): PasswordRuleCheck[] {
  const text = password ?? '';
  const checks: PasswordRuleCheck[] = [
    { rule: 'minLength', message: messages.passwordMinLength, met: textLength(text) >= PASSWORD_MIN_LENGTH },
    { rule: 'uppercase', message: messages.passwordUppercase, met: /\p{Lu}/u.test(text) },
    { rule: 'lowercase', message: messages.passwordLowercase, met: /\p{Ll}/u.test(text) },
    { rule: 'number', message: messages.passwordNumber, met: /[0-9]/.test(text) },
  ];
  if (confirmation === undefined) return checks;
  const matches = confirmation !== null && confirmation !== '' && confirmation === password;
  return [...checks, { rule: 'match', message: messages.passwordsMustMatch, met: matches }];
}

/**
 * The first password rule that fails, in the order: required, at least 8, at most 100, an
 * uppercase letter, a lowercase letter, a digit. Spaces count as characters (no trimming).
 * @example validatePassword('short') // 'Password must be at least 8 characters'
 * @example validatePassword('lowercase1') // 'Password must contain at least 1 uppercase letter'
 * @example validatePassword('Secret123') // null
 */
export function validatePassword(password: TextValue): string | null {
  if (password === null || password === undefined || password === '') return messages.required;
  const [minLength, ...letters] = passwordRuleChecks(password);
  if (!minLength.met) return minLength.message;
  if (textLength(password) > PASSWORD_MAX_LENGTH) return messages.passwordMaxLength;
  return letters.find((check) => !check.met)?.message ?? null;
}

/**
 * 'Required' for an empty confirmation, 'Passwords must match' when it differs, otherwise null.
 * @example validatePasswordConfirmation('Secret123', 'Secret124') // 'Passwords must match'
 */
export function validatePasswordConfirmation(password: TextValue, confirmation: TextValue): string | null {
  if (confirmation === null || confirmation === undefined || confirmation === '') return messages.required;
  return confirmation === password ? null : messages.passwordsMustMatch;
}

/**
 * Fields of the new-password challenge form ('Welcome! Please set your account details:').
 * @example const v: NewAccountValues = { firstName: 'Ada', lastName: 'L', password: 'Secret123', confirmPassword: 'Secret123' }
 */
export interface NewAccountValues {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

/**
 * New account: names required, password rules, confirmation must match.
 * @example validateNewAccount({ firstName: 'Ada', lastName: '', password: 'Secret123', confirmPassword: 'Secret123' })
 * // { lastName: 'Required' }
 */
export function validateNewAccount(values: NewAccountValues): FieldErrors<keyof NewAccountValues> {
  return collectFieldErrors({
    firstName: validateRequired(values.firstName),
    lastName: validateRequired(values.lastName),
    password: validatePassword(values.password),
    confirmPassword: validatePasswordConfirmation(values.password, values.confirmPassword),
  });
}

/**
 * Fields of the forgot-password verify step.
 * @example const v: ResetPasswordValues = { code: '123456', password: 'Secret123', confirmPassword: 'Secret123' }
 */
export interface ResetPasswordValues {
  code: string;
  password: string;
  confirmPassword: string;
}

/**
 * Forgot password, verify step: code required, password rules, confirmation must match.
 * (The first step only needs the username/email: use validateRequired.)
 * @example validateResetPassword({ code: ' ', password: 'Secret123', confirmPassword: 'Secret123' }) // { code: 'Required' }
 */
export function validateResetPassword(values: ResetPasswordValues): FieldErrors<keyof ResetPasswordValues> {
  return collectFieldErrors({
    code: validateRequired(values.code),
    password: validatePassword(values.password),
    confirmPassword: validatePasswordConfirmation(values.password, values.confirmPassword),
  });
}
