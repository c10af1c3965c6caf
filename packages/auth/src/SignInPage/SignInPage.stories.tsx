import type { Story } from '@ladle/react';
import { ForgotPasswordForm } from '../ForgotPasswordForm/ForgotPasswordForm';
import { NewPasswordForm } from '../NewPasswordForm/NewPasswordForm';
import type { PortalFixtureProps } from '@greenroom/testing';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { useChallenge } from '../testing/useChallenge';
import { useCodeSentAuth } from '../testing/useCodeSentAuth';
import { SignInPage } from './SignInPage';

export default { title: 'Auth / Panels / Sign In Page' };

// Every story uses the in-memory identity service: admin / Password1, producer / Password1,
// newbie / Temp1234 (temporary: asks for a new password); the reset code is 123456.

/** Sign-in form, nothing typed yet. */
export const Basic: Story<PortalFixtureProps> = (props) => (
  <AuthPortalFixture {...props}>
    <SignInPage />
  </AuthPortalFixture>
);

/** Opened from a space link: 'Please log in to see this page'. */
export const FromSpaceLink: Story<PortalFixtureProps> = (props) => (
  <AuthPortalFixture {...props}>
    <SignInPage fromLink="space" />
  </AuthPortalFixture>
);

/** The identity provider's failure message under the fields. */
export const Error: Story<PortalFixtureProps> = (props) => (
  <AuthPortalFixture {...props}>
    <SignInPage message="Incorrect username or password." />
  </AuthPortalFixture>
);

/** The server offers single sign-on: a 'SIGN IN WITH SSO' button below LOGIN. */
export const SingleSignOn: Story<PortalFixtureProps> = (props) => (
  <AuthPortalFixture {...props}>
    <SignInPage sso={{ href: '/api/auth/oidc/start' }} />
  </AuthPortalFixture>
);

/** Back from single sign-on refused: the address's domain may not sign in (`/?sso=domain`). */
export const SingleSignOnRefused: Story<PortalFixtureProps> = (props) => (
  <AuthPortalFixture {...props}>
    <SignInPage sso={{ href: '/api/auth/oidc/start', label: 'SIGN IN WITH ACME' }} ssoError="domain" />
  </AuthPortalFixture>
);

/** After a reset: 'Your password has been successfully changed.' */
export const PasswordChanged: Story<PortalFixtureProps> = (props) => (
  <AuthPortalFixture {...props}>
    <SignInPage passwordChanged />
  </AuthPortalFixture>
);

/** The new-password form shown after a challenge (here: newbie / Temp1234 signed in on load). */
export const NewPassword: Story<PortalFixtureProps> = (props) => {
  const { auth, challenge } = useChallenge(props.auth);
  return (
    <AuthPortalFixture {...props} auth={auth}>
      {challenge ? <NewPasswordForm challenge={challenge} onSignedIn={() => props.navigate?.('/home')} /> : null}
    </AuthPortalFixture>
  );
};

/** The forgot-password form. */
export const ForgotPassword: Story<PortalFixtureProps> = (props) => (
  <AuthPortalFixture {...props}>
    <SignInPage initialView="forgotPassword" />
  </AuthPortalFixture>
);

/** The Verify step of the reset (code 123456 for 'producer'). */
export const Verify: Story<PortalFixtureProps> = (props) => {
  const auth = useCodeSentAuth(props.auth);
  return (
    <AuthPortalFixture {...props} auth={auth}>
      <ForgotPasswordForm initialStep="verify" initialUsername="producer" onBack={() => undefined} onPasswordChanged={() => undefined} />
    </AuthPortalFixture>
  );
};
