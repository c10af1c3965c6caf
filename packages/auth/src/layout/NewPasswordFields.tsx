import { TextField } from '@greenroom/ui';
import { PasswordChecklist } from './PasswordChecklist';
import type { AuthFieldBinding } from './useAuthForm';

interface NewPasswordFieldsProps {
  passwordLabel: string;
  confirmLabel: string;
  /** The form's field bindings (useAuthForm's `field`). */
  field: (name: 'password' | 'confirmPassword') => AuthFieldBinding;
}

/**
 * A new password and its confirmation (required, show/hide, new-password autofill), as the
 * new-password form and the reset's Verify step ask for them, with the password rules as a
 * checklist that is ticked off while typing; SAVE still runs the form's validator
 * (validateNewAccount, validateResetPassword), which shows the first rule broken on its field.
 */
export function NewPasswordFields({ passwordLabel, confirmLabel, field }: NewPasswordFieldsProps) {
  const password = field('password');
  const confirmation = field('confirmPassword');
  return (
    <>
      <TextField label={passwordLabel} type="password" revealable required autoComplete="new-password" fullWidth {...password} />
      <TextField label={confirmLabel} type="password" revealable required autoComplete="new-password" fullWidth {...confirmation} />
      <PasswordChecklist password={password.value} confirmation={confirmation.value} />
    </>
  );
}
