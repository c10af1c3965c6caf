import { collectFieldErrors, useAuth, useTexts, validateRequired, type AuthProvider } from '@greenroom/core';
import { TextField } from '@greenroom/ui';
import { useId, useState } from 'react';
import { AuthFormFooter } from '../layout/AuthFormFooter';
import { AuthCard, AuthForm, AuthText } from '../layout/styles';
import { useAuthForm } from '../layout/useAuthForm';
import { authTextTable } from '../texts';
import { sendCodeFailureText } from './errors';
import { VerifyStep } from './VerifyStep';

/** The two steps of the password reset. */
export type ForgotPasswordStep = 'request' | 'verify';

export interface ForgotPasswordFormProps {
  /** BACK on the first step: return to the sign-in form. */
  onBack: () => void;
  /** The new password was accepted: the caller shows sign-in with 'Your password has been successfully changed.' */
  onPasswordChanged: () => void;
  /** Overrides the provider's identity adapter. */
  auth?: AuthProvider;
  /** Start on this step (stories, or resuming a reset). Default 'request'. */
  initialStep?: ForgotPasswordStep;
  /** Prefills the Email/Username (and is the account the Verify step resets). */
  initialUsername?: string;
}

/**
 * Forgot password: asks for the email or username, sends a verification code, then shows the
 * Verify step (code, new password, confirmation). BACK on the Verify step returns to the first step.
 *
 * @example
 * <ForgotPasswordForm onBack={showSignIn} onPasswordChanged={() => showSignIn({ passwordChanged: true })} />
 */
export function ForgotPasswordForm({
  onBack,
  onPasswordChanged,
  auth: authOverride,
  initialStep = 'request',
  initialUsername = '',
}: ForgotPasswordFormProps) {
  const auth = useAuth(authOverride);
  const [step, setStep] = useState<ForgotPasswordStep>(initialStep);
  const [username, setUsername] = useState(initialUsername);

  if (step === 'verify') {
    return (
      <VerifyStep auth={auth} username={username.trim()} onBack={() => setStep('request')} onPasswordChanged={onPasswordChanged} />
    );
  }
  return (
    <RequestStep
      auth={auth}
      initialUsername={username}
      onBack={onBack}
      onCodeSent={(typed) => {
        setUsername(typed);
        setStep('verify');
      }}
    />
  );
}

interface RequestStepProps {
  auth: AuthProvider;
  /** The Email/Username as last typed (kept while the Verify step shows). */
  initialUsername: string;
  onBack: () => void;
  /** The code was sent to the account typed (as typed). */
  onCodeSent: (username: string) => void;
}

const validateRequest = ({ username }: { username: string }) => collectFieldErrors({ username: validateRequired(username) });

function RequestStep({ auth, initialUsername, onBack, onCodeSent }: RequestStepProps) {
  const texts = useTexts(authTextTable);
  const titleId = useId();
  const form = useAuthForm({
    initial: { username: initialUsername },
    validate: validateRequest,
    send: async ({ username }) => {
      const result = await auth
        .forgotPassword({ username: username.trim() })
        .catch(() => ({ ok: false as const, message: texts.sendCodeFailed }));
      if (!result.ok) return sendCodeFailureText(result, texts);
      onCodeSent(username);
      return null;
    },
  });

  return (
    <AuthCard data-ui="ForgotPasswordForm" aria-labelledby={titleId}>
      <AuthForm noValidate onSubmit={form.submit}>
        <AuthText id={titleId}>{texts.forgotTitle}</AuthText>
        <TextField label={texts.emailOrUsername} required autoComplete="username" fullWidth {...form.field('username')} />
        <AuthFormFooter form={form} submitLabel={texts.submit} secondary={{ label: texts.back, variant: 'secondary', onClick: onBack }} />
      </AuthForm>
    </AuthCard>
  );
}
