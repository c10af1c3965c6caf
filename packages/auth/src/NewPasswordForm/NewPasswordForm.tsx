import { useAuth, useTexts, validateNewAccount, type AuthProvider, type AuthSession, type NewPasswordChallenge } from '@greenroom/core';
import { TextField } from '@greenroom/ui';
import { useId } from 'react';
import { AuthFormFooter } from '../layout/AuthFormFooter';
import { NewPasswordFields } from '../layout/NewPasswordFields';
import { AuthCard, AuthForm, AuthTitle } from '../layout/styles';
import { failedOutcome, useAuthForm } from '../layout/useAuthForm';
import { authTextTable } from '../texts';

export interface NewPasswordFormProps {
  /** The challenge handed back by `auth.signIn`. */
  challenge: NewPasswordChallenge;
  /** Called with the session once the account details are saved. */
  onSignedIn: (session: AuthSession) => void;
  /** Overrides the provider's identity adapter. */
  auth?: AuthProvider;
}

/**
 * The new-password challenge form: 'Welcome! Please set your account details:' with First Name,
 * Last Name, Password and Confirm Password (each required, password rules, 'Passwords must match')
 * and SAVE.
 *
 * @example
 * <NewPasswordForm challenge={result.challenge} onSignedIn={(session) => navigate('/home')} />
 */
export function NewPasswordForm({ challenge, onSignedIn, auth: authOverride }: NewPasswordFormProps) {
  const auth = useAuth(authOverride);
  const texts = useTexts(authTextTable);
  const titleId = useId();
  const form = useAuthForm({
    initial: { firstName: '', lastName: '', password: '', confirmPassword: '' },
    validate: validateNewAccount,
    send: async ({ firstName, lastName, password }) => {
      const result = await auth
        .completeNewPassword({ challenge, firstName: firstName.trim(), lastName: lastName.trim(), password })
        .catch(failedOutcome);
      if (result.kind === 'failed') return result.message;
      if (result.kind === 'signedIn') onSignedIn(result.session);
      return null;
    },
  });

  return (
    <AuthCard data-ui="NewPasswordForm" aria-labelledby={titleId}>
      <AuthForm noValidate onSubmit={form.submit}>
        <AuthTitle id={titleId}>{texts.newPasswordTitle}</AuthTitle>
        <TextField label={texts.firstName} required autoComplete="given-name" fullWidth {...form.field('firstName')} />
        <TextField label={texts.lastName} required autoComplete="family-name" fullWidth {...form.field('lastName')} />
        <NewPasswordFields field={form.field} passwordLabel={texts.password} confirmLabel={texts.confirmPassword} />
        <AuthFormFooter form={form} submitLabel={texts.save} />
      </AuthForm>
    </AuthCard>
  );
}
