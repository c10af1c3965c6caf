import type { Story } from '@ladle/react';
import type { PortalFixtureProps } from '@greenroom/testing';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { useChallenge } from '../testing/useChallenge';
import { NewPasswordForm } from './NewPasswordForm';

export default { title: 'Auth / Panels / New Password Form' };

type NewPasswordStoryProps = PortalFixtureProps & { onSignedIn?: () => void };

/** The form after 'newbie' signed in with the temporary password Temp1234. */
export const Basic: Story<NewPasswordStoryProps> = ({ onSignedIn, ...props }) => {
  const { auth, challenge } = useChallenge(props.auth);
  return (
    <AuthPortalFixture {...props} auth={auth}>
      {challenge ? <NewPasswordForm challenge={challenge} onSignedIn={onSignedIn ?? (() => undefined)} /> : null}
    </AuthPortalFixture>
  );
};

/** A challenge that is no longer valid: SAVE shows the identity service's message. */
export const ExpiredChallenge: Story<NewPasswordStoryProps> = ({ onSignedIn, ...props }) => (
  <AuthPortalFixture {...props}>
    <NewPasswordForm challenge={{ session: 'used-challenge', username: 'newbie' }} onSignedIn={onSignedIn ?? (() => undefined)} />
  </AuthPortalFixture>
);
