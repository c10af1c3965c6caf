import { useAuth, validateNewAccount, type AuthProvider, type AuthSession, type FieldErrors, type NewAccountValues, type NewPasswordChallenge } from '@greenroom/core';
import { Button, TextField } from '@greenroom/ui';
import { useId, useState, type FormEvent } from 'react';
import { AuthActions, AuthCard, AuthError, AuthForm, AuthTitle } from '../layout/styles';
import { authTexts } from '../texts';

export interface NewPasswordFormProps {
  /** The challenge handed back by `auth.signIn`. */
  challenge: NewPasswordChallenge;
  /** Called with the session once the account details are saved. */
  onSignedIn: (session: AuthSession) => void;
  /** Overrides the provider's identity adapter. */
  auth?: AuthProvider;
}

const empty: NewAccountValues = { firstName: '', lastName: '', password: '', confirmPassword: '' };

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
  const titleId = useId();
  const [values, setValues] = useState<NewAccountValues>(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof NewAccountValues>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: keyof NewAccountValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateNewAccount(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setFailure(null);
    setBusy(true);
    const result = await auth
      .completeNewPassword({
        challenge,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        password: values.password,
      })
      .catch((error: unknown) => ({ kind: 'failed' as const, message: error instanceof Error ? error.message : String(error) }));
    setBusy(false);
    if (result.kind === 'signedIn') onSignedIn(result.session);
    else if (result.kind === 'failed') setFailure(result.message);
  };

  return (
    <AuthCard data-ui="NewPasswordForm" aria-labelledby={titleId}>
      <AuthForm noValidate onSubmit={submit}>
        <AuthTitle id={titleId}>{authTexts.newPasswordTitle}</AuthTitle>
        <TextField label={authTexts.firstName} required autoComplete="given-name" fullWidth value={values.firstName} onValueChange={change('firstName')} error={errors.firstName} />
        <TextField label={authTexts.lastName} required autoComplete="family-name" fullWidth value={values.lastName} onValueChange={change('lastName')} error={errors.lastName} />
        <TextField label={authTexts.password} type="password" revealable required autoComplete="new-password" fullWidth value={values.password} onValueChange={change('password')} error={errors.password} />
        <TextField
          label={authTexts.confirmPassword}
          type="password"
          revealable
          required
          autoComplete="new-password"
          fullWidth
          value={values.confirmPassword}
          onValueChange={change('confirmPassword')}
          error={errors.confirmPassword}
        />
        {failure && <AuthError role="alert">{failure}</AuthError>}
        <AuthActions>
          <span />
          <Button type="submit" busy={busy}>
            {authTexts.save}
          </Button>
        </AuthActions>
      </AuthForm>
    </AuthCard>
  );
}
