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
 * The first password rule that fails, in the order: required, at least 8, at most 100, an
 * uppercase letter, a lowercase letter, a digit. Spaces count as characters (no trimming).
 * @example validatePassword('short') // 'Password must be at least 8 characters'
 * @example validatePassword('lowercase1') // 'Password must contain at least 1 uppercase letter'
 * @example validatePassword('Secret123') // null
 */
export function validatePassword(password: TextValue): string | null {
  if (password === null || password === undefined || password === '') return messages.required;
  const length = textLength(password);
  if (length < PASSWORD_MIN_LENGTH) return messages.passwordMinLength;
  if (length > PASSWORD_MAX_LENGTH) return messages.passwordMaxLength;
  if (!/\p{Lu}/u.test(password)) return messages.passwordUppercase;
  if (!/\p{Ll}/u.test(password)) return messages.passwordLowercase;
  if (!/[0-9]/.test(password)) return messages.passwordNumber;
  return null;
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
 * Fields of the sign-in form.
 * @example const v: SignInValues = { username: 'ada', password: 'Secret123' }
 */
export interface SignInValues {
  username: string;
  password: string;
}

/**
 * Sign-in: username (trimmed) and password must be non-empty.
 * @example validateSignIn({ username: '', password: 'x' }) // { username: 'Required' }
 */
export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return collectFieldErrors({
    username: validateRequired(values.username),
    password: values.password === '' ? messages.required : null,
  });
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
