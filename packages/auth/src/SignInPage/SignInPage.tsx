import { useAuth, useNavigate, useTexts, validateSignIn, type AuthProvider, type AuthSession, type NewPasswordChallenge } from '@greenroom/core';
import { TextField } from '@greenroom/ui';
import { useState } from 'react';
import { ForgotPasswordForm } from '../ForgotPasswordForm/ForgotPasswordForm';
import { AuthFormFooter } from '../layout/AuthFormFooter';
import { AuthCard, AuthForm, AuthNotice } from '../layout/styles';
import { failedOutcome, useAuthForm } from '../layout/useAuthForm';
import { NewPasswordForm } from '../NewPasswordForm/NewPasswordForm';
import { authTextTable } from '../texts';
import { SsoLink, ssoErrorMessage, type SignInSso } from './SsoLink';

export type { SignInSso } from './SsoLink';

/** Which of the sign-in screen's forms is showing. */
export type SignInView = 'signIn' | 'forgotPassword';

export interface SignInPageProps {
  /** Overrides the provider's identity adapter. */
  auth?: AuthProvider;
  /** The visit came from a space or booking link: shows 'Please log in to see this page'. */
  fromLink?: 'space' | 'booking';
  /** Shows 'Your password has been successfully changed.' (also shown after a reset done here). */
  passwordChanged?: boolean;
  /** A failure shown under the fields when the form opens (e.g. the host's 'Error in authentication'). */
  message?: string;
  /**
   * Single sign-on offered by the server (GET /api/config's `sso`): a button below LOGIN that goes
   * to `href`. Without it there is no such button.
   */
  sso?: SignInSso;
  /**
   * The code a failed single sign-on came back with (`/?sso=<code>`: denied, unverified, domain,
   * unknown, conflict, failed); its message shows under the fields when the form opens.
   */
  ssoError?: string;
  /** Opens on the forgot-password form instead of the sign-in form. Default 'signIn'. */
  initialView?: SignInView;
  /**
   * Called with the session once signed in (directly or after the new-password form). Without it
   * the page goes to /home, or stays put when the visit came from a link. With it (and `auth`)
   * the page works without a PortalProvider.
   */
  onSignedIn?: (session: AuthSession) => void;
}

type Screen =
  | { kind: 'signIn'; passwordChanged: boolean }
  | { kind: 'forgotPassword' }
  | { kind: 'newPassword'; challenge: NewPasswordChallenge };

/**
 * The sign-in screen: Username, Password (show/hide), LOGIN and 'Forgot Password?', and a single
 * sign-on button when the server offers one. It switches to the new-password form on a challenge
 * and to the forgot-password flow on request.
 *
 * @example
 * <SignInPage fromLink="space" onSignedIn={(session) => loadProjects(session.producerID)} />
 * <SignInPage sso={{ href: '/api/auth/oidc/start' }} ssoError={new URLSearchParams(location.search).get('sso') ?? undefined} />
 */
export function SignInPage(props: SignInPageProps) {
  // With its own onSignedIn the page needs no PortalProvider (a host's light sign-in entry, issue
  // 31): only the default, going to /home, asks the provider for navigate.
  return props.onSignedIn ? <SignInFlow {...props} onSignedIn={props.onSignedIn} /> : <SignInGoingHome {...props} />;
}

/** SignInPage without onSignedIn: once signed in it goes to /home, or stays put after a link. */
function SignInGoingHome(props: SignInPageProps) {
  const navigate = useNavigate();
  const { fromLink } = props;
  const goHome = () => {
    if (!fromLink) navigate('/home');
  };
  return <SignInFlow {...props} onSignedIn={goHome} />;
}

function SignInFlow({
  auth: authOverride,
  fromLink,
  passwordChanged = false,
  message: hostMessage,
  sso,
  ssoError,
  initialView = 'signIn',
  onSignedIn,
}: SignInPageProps & { onSignedIn: (session: AuthSession) => void }) {
  const auth = useAuth(authOverride);
  const texts = useTexts(authTextTable);
  const message = hostMessage ?? (ssoError === undefined ? undefined : ssoErrorMessage(ssoError, texts));
  const [screen, setScreen] = useState<Screen>(
    initialView === 'forgotPassword' ? { kind: 'forgotPassword' } : { kind: 'signIn', passwordChanged },
  );

  // The host's message belongs to the first visit of the form, not to a return from another form.
  const [openingMessage, setOpeningMessage] = useState(message);
  const leaveSignIn = (next: Screen) => {
    setOpeningMessage(undefined);
    setScreen(next);
  };

  if (screen.kind === 'newPassword') {
    return <NewPasswordForm auth={auth} challenge={screen.challenge} onSignedIn={onSignedIn} />;
  }
  if (screen.kind === 'forgotPassword') {
    return (
      <ForgotPasswordForm
        auth={auth}
        onBack={() => setScreen({ kind: 'signIn', passwordChanged: false })}
        onPasswordChanged={() => setScreen({ kind: 'signIn', passwordChanged: true })}
      />
    );
  }
  return (
    <SignInForm
      auth={auth}
      fromLink={fromLink}
      passwordChanged={screen.passwordChanged}
      message={openingMessage}
      sso={sso}
      onForgotPassword={() => leaveSignIn({ kind: 'forgotPassword' })}
      onChallenge={(challenge) => leaveSignIn({ kind: 'newPassword', challenge })}
      onSignedIn={onSignedIn}
    />
  );
}

interface SignInFormProps {
  auth: AuthProvider;
  fromLink?: 'space' | 'booking';
  passwordChanged: boolean;
  message?: string;
  sso?: SignInSso;
  onForgotPassword: () => void;
  onChallenge: (challenge: NewPasswordChallenge) => void;
  onSignedIn: (session: AuthSession) => void;
}

function SignInForm({ auth, fromLink, passwordChanged, message, sso, onForgotPassword, onChallenge, onSignedIn }: SignInFormProps) {
  const texts = useTexts(authTextTable);
  const form = useAuthForm({
    initial: { username: '', password: '' },
    validate: validateSignIn,
    initialFailure: message,
    send: async ({ username, password }) => {
      const result = await auth
        .signIn({ username: username.trim(), password })
        .catch(failedOutcome);
      if (result.kind === 'failed') return result.message;
      if (result.kind === 'signedIn') onSignedIn(result.session);
      else onChallenge(result.challenge);
      return null;
    },
  });

  return (
    <AuthCard data-ui="SignInPage" aria-label={texts.signIn}>
      <AuthForm noValidate onSubmit={form.submit}>
        {fromLink && <AuthNotice role="status">{texts.fromLink}</AuthNotice>}
        {passwordChanged && <AuthNotice role="status">{texts.passwordChanged}</AuthNotice>}
        <TextField label={texts.username} required autoComplete="username" fullWidth {...form.field('username')} />
        <TextField label={texts.password} type="password" revealable required autoComplete="current-password" fullWidth {...form.field('password')} />
        <AuthFormFooter form={form} submitLabel={texts.login} secondary={{ label: texts.forgotPassword, variant: 'text', onClick: onForgotPassword }} />
        {sso && <SsoLink sso={sso} texts={texts} disabled={form.busy} />}
      </AuthForm>
    </AuthCard>
  );
}
