import { useAuth, useNavigate, useTexts, validateSignIn, type AuthProvider, type AuthSession, type NewPasswordChallenge } from '@greenroom/core';
import { TextField } from '@greenroom/ui';
import { Suspense, useContext, useState } from 'react';
import { AuthFormFooter } from '../layout/AuthFormFooter';
import { AuthCard, AuthForm, AuthNotice } from '../layout/styles';
import { failedOutcome, useAuthForm } from '../layout/useAuthForm';
import { authTextTable } from '../texts';
import { FormLoadBoundary } from './FormLoadBoundary';
import { FormLoading } from './FormLoading';
import { SignInFormsContext } from './signInForms';
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
 * and to the forgot-password flow on request. Those two forms load their code on use (ahead on
 * hover or focus of 'Forgot Password?', and as the credentials are sent); a form that fails to load
 * says so in its card with TRY AGAIN and BACK.
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
  // The forgot-password and new-password forms load on use (issue 31), ahead on intent.
  const forms = useContext(SignInFormsContext);
  const message = hostMessage ?? (ssoError === undefined ? undefined : ssoErrorMessage(ssoError, texts));
  const [screen, setScreen] = useState<Screen>(() => {
    if (initialView !== 'forgotPassword') return { kind: 'signIn', passwordChanged };
    // Before the first render: after an earlier failed load on this page, the preload is what retries.
    startLoading(forms.ForgotPasswordForm);
    return { kind: 'forgotPassword' };
  });

  // The host's message belongs to the first visit of the form, not to a return from another form.
  const [openingMessage, setOpeningMessage] = useState(message);
  const leaveSignIn = (next: Screen) => {
    setOpeningMessage(undefined);
    setScreen(next);
  };
  const backToSignIn = () => setScreen({ kind: 'signIn', passwordChanged: false });

  if (screen.kind !== 'signIn') {
    const lazyForm = screen.kind === 'newPassword' ? forms.NewPasswordForm : forms.ForgotPasswordForm;
    return (
      <FormLoadBoundary key={screen.kind} retry={lazyForm.preload} onBack={backToSignIn}>
        <Suspense fallback={<FormLoading />}>
          {screen.kind === 'newPassword' ? (
            <forms.NewPasswordForm auth={auth} challenge={screen.challenge} onSignedIn={onSignedIn} />
          ) : (
            <forms.ForgotPasswordForm auth={auth} onBack={backToSignIn} onPasswordChanged={() => setScreen({ kind: 'signIn', passwordChanged: true })} />
          )}
        </Suspense>
      </FormLoadBoundary>
    );
  }
  return (
    <SignInForm
      auth={auth}
      fromLink={fromLink}
      passwordChanged={screen.passwordChanged}
      message={openingMessage}
      sso={sso}
      onForgotPasswordIntent={() => startLoading(forms.ForgotPasswordForm)}
      onForgotPassword={() => {
        // Also here: a click without pointer or focus first (a screen reader's), or after a failed load.
        startLoading(forms.ForgotPasswordForm);
        leaveSignIn({ kind: 'forgotPassword' });
      }}
      onSending={() => startLoading(forms.NewPasswordForm)}
      onChallenge={(challenge) => leaveSignIn({ kind: 'newPassword', challenge })}
      onSignedIn={onSignedIn}
    />
  );
}

/**
 * Starts loading a form's code. A failure is not shown here: rendering the form tries once more,
 * and its FormLoadBoundary shows the failure.
 */
function startLoading(form: { preload: () => Promise<void> }): void {
  form.preload().catch(() => undefined);
}

interface SignInFormProps {
  auth: AuthProvider;
  fromLink?: 'space' | 'booking';
  passwordChanged: boolean;
  message?: string;
  sso?: SignInSso;
  /** The pointer reached 'Forgot Password?', or it took focus. */
  onForgotPasswordIntent: () => void;
  onForgotPassword: () => void;
  /** Valid credentials are on their way: a new-password challenge may come back. */
  onSending: () => void;
  onChallenge: (challenge: NewPasswordChallenge) => void;
  onSignedIn: (session: AuthSession) => void;
}

function SignInForm({ auth, fromLink, passwordChanged, message, sso, onForgotPasswordIntent, onForgotPassword, onSending, onChallenge, onSignedIn }: SignInFormProps) {
  const texts = useTexts(authTextTable);
  const form = useAuthForm({
    initial: { username: '', password: '' },
    validate: validateSignIn,
    initialFailure: message,
    send: async ({ username, password }) => {
      onSending();
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
        <AuthFormFooter form={form} submitLabel={texts.login} secondary={{ label: texts.forgotPassword, variant: 'text', onClick: onForgotPassword, onIntent: onForgotPasswordIntent }} />
        {sso && <SsoLink sso={sso} texts={texts} disabled={form.busy} />}
      </AuthForm>
    </AuthCard>
  );
}
