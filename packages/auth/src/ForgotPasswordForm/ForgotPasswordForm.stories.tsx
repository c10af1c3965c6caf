import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { PortalFixtureProps } from '@greenroom/testing';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { useCodeSentAuth } from '../testing/useCodeSentAuth';
import { createStoryAuth } from '../testing/users';
import { ForgotPasswordForm } from './ForgotPasswordForm';

export default { title: 'Auth / Panels / Forgot Password Form' };

type ForgotStoryProps = PortalFixtureProps & { onBack?: () => void; onPasswordChanged?: () => void };

const ignore = () => undefined;

/** The first step: 'Please enter your registered email address or username below.' */
export const Basic: Story<ForgotStoryProps> = ({ onBack = ignore, onPasswordChanged = ignore, ...props }) => (
  <AuthPortalFixture {...props}>
    <ForgotPasswordForm onBack={onBack} onPasswordChanged={onPasswordChanged} />
  </AuthPortalFixture>
);

/** The Verify step for 'producer', whose code (123456) has been sent. */
export const Verify: Story<ForgotStoryProps> = ({ onBack = ignore, onPasswordChanged = ignore, ...props }) => {
  const auth = useCodeSentAuth(props.auth);
  return (
    <AuthPortalFixture {...props} auth={auth}>
      <ForgotPasswordForm initialStep="verify" initialUsername="producer" onBack={onBack} onPasswordChanged={onPasswordChanged} />
    </AuthPortalFixture>
  );
};

/** The identity service refuses more codes: the rate-limit text. */
export const RateLimited: Story<ForgotStoryProps> = ({ onBack = ignore, onPasswordChanged = ignore, ...props }) => {
  const [auth] = useState(() => ({
    ...createStoryAuth(),
    forgotPassword: async () => ({
      ok: false as const,
      code: 'LimitExceeded',
      message: 'Maximum verification attempts exceeded. Please wait a few minutes and try again.',
    }),
  }));
  return (
    <AuthPortalFixture {...props} auth={props.auth ?? auth}>
      <ForgotPasswordForm initialUsername="producer" onBack={onBack} onPasswordChanged={onPasswordChanged} />
    </AuthPortalFixture>
  );
};
