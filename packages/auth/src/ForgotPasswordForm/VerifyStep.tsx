import { validateResetPassword, type AuthProvider, type FieldErrors, type ResetPasswordValues } from '@greenroom/core';
import { Button, TextField } from '@greenroom/ui';
import { useState, type FormEvent } from 'react';
import { AuthActions, AuthCard, AuthError, AuthForm } from '../layout/styles';
import { authTexts } from '../texts';
import { confirmFailureText } from './errors';

interface VerifyStepProps {
  auth: AuthProvider;
  /** The account whose password is reset (as typed on the first step, trimmed). */
  username: string;
  onBack: () => void;
  onPasswordChanged: () => void;
}

const empty: ResetPasswordValues = { code: '', password: '', confirmPassword: '' };

/** The Verify step of the password reset: verification code, new password, confirmation. */
export function VerifyStep({ auth, username, onBack, onPasswordChanged }: VerifyStepProps) {
  const [values, setValues] = useState<ResetPasswordValues>(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof ResetPasswordValues>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: keyof ResetPasswordValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateResetPassword(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setFailure(null);
    setBusy(true);
    const result = await auth
      .confirmPassword({ username, code: values.code.trim(), password: values.password })
      .catch(() => ({ ok: false as const, message: authTexts.codeMismatch }));
    setBusy(false);
    if (result.ok) onPasswordChanged();
    else setFailure(confirmFailureText(result));
  };

  return (
    <AuthCard data-ui="VerifyStep" aria-label="Verify">
      <AuthForm noValidate onSubmit={submit}>
        <TextField label={authTexts.verificationCode} required autoComplete="one-time-code" fullWidth value={values.code} onValueChange={change('code')} error={errors.code} />
        <TextField label={authTexts.newPassword} type="password" revealable required autoComplete="new-password" fullWidth value={values.password} onValueChange={change('password')} error={errors.password} />
        <TextField
          label={authTexts.confirmNewPassword}
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
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            {authTexts.back}
          </Button>
          <Button type="submit" busy={busy}>
            {authTexts.submit}
          </Button>
        </AuthActions>
      </AuthForm>
    </AuthCard>
  );
}
