import { useTexts, validateResetPassword, type AuthProvider } from '@greenroom/core';
import { TextField } from '@greenroom/ui';
import { AuthFormFooter } from '../layout/AuthFormFooter';
import { NewPasswordFields } from '../layout/NewPasswordFields';
import { useId } from 'react';
import { AuthCard, AuthForm, AuthText, AuthTitle } from '../layout/styles';
import { useAuthForm } from '../layout/useAuthForm';
import { authTextTable } from '../texts';
import { confirmFailureText } from './errors';

interface VerifyStepProps {
  auth: AuthProvider;
  /** The account whose password is reset (as typed on the first step, trimmed). */
  username: string;
  onBack: () => void;
  onPasswordChanged: () => void;
}

/**
 * The Verify step of the password reset: a heading and the news that a code was sent, then the
 * verification code, new password and confirmation.
 */
export function VerifyStep({ auth, username, onBack, onPasswordChanged }: VerifyStepProps) {
  const texts = useTexts(authTextTable);
  const titleId = useId();
  const sentId = useId();
  const form = useAuthForm({
    initial: { code: '', password: '', confirmPassword: '' },
    validate: validateResetPassword,
    send: async ({ code, password }) => {
      const result = await auth
        .confirmPassword({ username, code: code.trim(), password })
        .catch(() => ({ ok: false as const, message: texts.codeMismatch }));
      if (!result.ok) return confirmFailureText(result, texts);
      onPasswordChanged();
      return null;
    },
  });

  return (
    <AuthCard data-ui="VerifyStep" aria-labelledby={titleId} aria-describedby={sentId}>
      <AuthForm noValidate onSubmit={form.submit}>
        {/* The sign-in page's h1 is the product's name; the step is a level below it. */}
        <AuthTitle as="h2" id={titleId}>
          {texts.verifyTitle}
        </AuthTitle>
        <AuthText id={sentId} role="status">
          {texts.codeSent}
        </AuthText>
        <TextField label={texts.verificationCode} required autoComplete="one-time-code" fullWidth {...form.field('code')} />
        <NewPasswordFields field={form.field} passwordLabel={texts.newPassword} confirmLabel={texts.confirmNewPassword} />
        <AuthFormFooter form={form} submitLabel={texts.submit} secondary={{ label: texts.back, variant: 'secondary', onClick: onBack }} />
      </AuthForm>
    </AuthCard>
  );
}
