import { validateResetPassword, type AuthProvider } from '@greenroom/core';
import { TextField } from '@greenroom/ui';
import { AuthFormFooter } from '../layout/AuthFormFooter';
import { NewPasswordFields } from '../layout/NewPasswordFields';
import { AuthCard, AuthForm } from '../layout/styles';
import { useAuthForm } from '../layout/useAuthForm';
import { authTexts } from '../texts';
import { confirmFailureText } from './errors';

interface VerifyStepProps {
  auth: AuthProvider;
  /** The account whose password is reset (as typed on the first step, trimmed). */
  username: string;
  onBack: () => void;
  onPasswordChanged: () => void;
}

/** The Verify step of the password reset: verification code, new password, confirmation. */
export function VerifyStep({ auth, username, onBack, onPasswordChanged }: VerifyStepProps) {
  const form = useAuthForm({
    initial: { code: '', password: '', confirmPassword: '' },
    validate: validateResetPassword,
    send: async ({ code, password }) => {
      const result = await auth
        .confirmPassword({ username, code: code.trim(), password })
        .catch(() => ({ ok: false as const, message: authTexts.codeMismatch }));
      if (!result.ok) return confirmFailureText(result);
      onPasswordChanged();
      return null;
    },
  });

  return (
    <AuthCard data-ui="VerifyStep" aria-label="Verify">
      <AuthForm noValidate onSubmit={form.submit}>
        <TextField label={authTexts.verificationCode} required autoComplete="one-time-code" fullWidth {...form.field('code')} />
        <NewPasswordFields field={form.field} passwordLabel={authTexts.newPassword} confirmLabel={authTexts.confirmNewPassword} />
        <AuthFormFooter form={form} submitLabel={authTexts.submit} secondary={{ label: authTexts.back, variant: 'secondary', onClick: onBack }} />
      </AuthForm>
    </AuthCard>
  );
}
