import { useAuth, validateRequired, type AuthProvider } from '@greenroom/core';
import { Button, TextField } from '@greenroom/ui';
import { useId, useState, type FormEvent } from 'react';
import { AuthActions, AuthCard, AuthError, AuthForm, AuthText } from '../layout/styles';
import { authTexts } from '../texts';
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
      username={username}
      onUsernameChange={setUsername}
      onBack={onBack}
      onCodeSent={() => setStep('verify')}
    />
  );
}

interface RequestStepProps {
  auth: AuthProvider;
  username: string;
  onUsernameChange: (value: string) => void;
  onBack: () => void;
  onCodeSent: () => void;
}

function RequestStep({ auth, username, onUsernameChange, onBack, onCodeSent }: RequestStepProps) {
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateRequired(username);
    setError(found);
    if (found) return;
    setFailure(null);
    setBusy(true);
    const result = await auth
      .forgotPassword({ username: username.trim() })
      .catch(() => ({ ok: false as const, message: authTexts.sendCodeFailed }));
    setBusy(false);
    if (result.ok) onCodeSent();
    else setFailure(sendCodeFailureText(result));
  };

  return (
    <AuthCard data-ui="ForgotPasswordForm" aria-labelledby={titleId}>
      <AuthForm noValidate onSubmit={submit}>
        <AuthText id={titleId}>{authTexts.forgotTitle}</AuthText>
        <TextField
          label={authTexts.emailOrUsername}
          required
          autoComplete="username"
          fullWidth
          value={username}
          onValueChange={(value) => {
            onUsernameChange(value);
            setError(null);
          }}
          error={error}
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
