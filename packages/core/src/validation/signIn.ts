// The sign-in form's rule, apart from the password rules: the sign-in screen is the first thing a
// visitor loads, and a module the first screen imports carries every export other screens use.
import { collectFieldErrors, type FieldErrors } from './fieldErrors';
import { messages } from './messages';
import { validateRequired } from './text';

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
