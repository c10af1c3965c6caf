import { TextField } from '@greenroom/ui';
import type { AuthFieldBinding } from './useAuthForm';

interface NewPasswordFieldsProps {
  passwordLabel: string;
  confirmLabel: string;
  /** The form's field bindings (useAuthForm's `field`). */
  field: (name: 'password' | 'confirmPassword') => AuthFieldBinding;
}

/**
 * A new password and its confirmation (required, show/hide, new-password autofill), as the
 * new-password form and the reset's Verify step ask for them; the rules come from the form's
 * validator (validateNewAccount, validateResetPassword).
 */
export function NewPasswordFields({ passwordLabel, confirmLabel, field }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField label={passwordLabel} type="password" revealable required autoComplete="new-password" fullWidth {...field('password')} />
      <TextField label={confirmLabel} type="password" revealable required autoComplete="new-password" fullWidth {...field('confirmPassword')} />
    </>
  );
}
