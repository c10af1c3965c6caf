import type { Story } from '@ladle/react';
import { useState } from 'react';
import { ForgotPasswordForm } from '../ForgotPasswordForm/ForgotPasswordForm';
import { NewPasswordForm } from '../NewPasswordForm/NewPasswordForm';
import { PortalFixture, type PortalFixtureProps } from '../testing/PortalFixture';
import { useChallenge } from '../testing/useChallenge';
import { createStoryAuth } from '../testing/users';
import { SignInPage } from './SignInPage';

// Every story uses the in-memory identity service: admin / Password1, producer / Password1,
// newbie / Temp1234 (temporary: asks for a new password); the reset code is 123456.

/** Sign-in form, nothing typed yet. */
export const Basic: Story<PortalFixtureProps> = (props) => (
  <PortalFixture {...props}>
    <SignInPage />
  </PortalFixture>
);

/** Opened from a space link: 'Please log in to see this page'. */
export const FromSpaceLink: Story<PortalFixtureProps> = (props) => (
  <PortalFixture {...props}>
    <SignInPage fromLink="space" />
  </PortalFixture>
);

/** The identity provider's failure message under the fields. */
export const Error: Story<PortalFixtureProps> = (props) => (
  <PortalFixture {...props}>
    <SignInPage message="Incorrect username or password." />
  </PortalFixture>
);

/** After a reset: 'Your password has been successfully changed.' */
export const PasswordChanged: Story<PortalFixtureProps> = (props) => (
  <PortalFixture {...props}>
    <SignInPage passwordChanged />
  </PortalFixture>
);

/** The new-password form shown after a challenge (here: newbie / Temp1234 signed in on load). */
export const NewPassword: Story<PortalFixtureProps> = (props) => {
  const [auth] = useState(() => props.auth ?? createStoryAuth());
  const challenge = useChallenge(auth);
  return (
    <PortalFixture {...props} auth={auth}>
      {challenge ? <NewPasswordForm challenge={challenge} onSignedIn={() => props.navigate?.('/home')} /> : null}
    </PortalFixture>
  );
};

/** The forgot-password form. */
export const ForgotPassword: Story<PortalFixtureProps> = (props) => (
  <PortalFixture {...props}>
    <SignInPage initialView="forgotPassword" />
  </PortalFixture>
);

/** The Verify step of the reset (code 123456 for 'producer'). */
export const Verify: Story<PortalFixtureProps> = (props) => {
  const [auth] = useState(() => {
    const created = props.auth ?? createStoryAuth();
    void created.forgotPassword({ username: 'producer' });
    return created;
  });
  return (
    <PortalFixture {...props} auth={auth}>
      <ForgotPasswordForm initialStep="verify" initialUsername="producer" onBack={() => undefined} onPasswordChanged={() => undefined} />
    </PortalFixture>
  );
};
