import type { Story } from '@ladle/react';
import type { PortalFixtureProps } from '@greenroom/testing';
import { useState } from 'react';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { useCodeSentAuth } from '../testing/useCodeSentAuth';
import { createStoryAuth } from '../testing/users';
import { VerifyStep } from './VerifyStep';

export default { title: 'Auth / Parts / Verify Step' };

type VerifyStoryProps = PortalFixtureProps & { username?: string; onBack?: () => void; onPasswordChanged?: () => void };

const ignore = () => undefined;

/** 'producer' has been sent the code 123456: enter it and a new password. */
export const Basic: Story<VerifyStoryProps> = ({ username = 'producer', onBack = ignore, onPasswordChanged = ignore, ...props }) => {
  const auth = useCodeSentAuth(props.auth);
  return (
    <AuthPortalFixture {...props} auth={auth}>
      <VerifyStep auth={auth} username={username} onBack={onBack} onPasswordChanged={onPasswordChanged} />
    </AuthPortalFixture>
  );
};

/** The code has expired: any submit shows 'This verification code has expired.' */
export const ExpiredCode: Story<VerifyStoryProps> = ({ username = 'producer', onBack = ignore, onPasswordChanged = ignore, ...props }) => {
  const [auth] = useState(() => ({
    ...createStoryAuth(),
    confirmPassword: async () => ({ ok: false as const, code: 'ExpiredCode', message: 'This verification code has expired.' }),
  }));
  const shown = props.auth ?? auth;
  return (
    <AuthPortalFixture {...props} auth={shown}>
      <VerifyStep auth={shown} username={username} onBack={onBack} onPasswordChanged={onPasswordChanged} />
    </AuthPortalFixture>
  );
};
