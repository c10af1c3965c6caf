import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { PortalFixtureProps } from '@greenroom/testing';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { createStoryAuth } from '../testing/users';
import { SessionKeeper } from './SessionKeeper';

export default { title: 'Auth / Providers / Session Keeper' };

type KeeperStoryProps = PortalFixtureProps & { intervalMs?: number; onExpired?: () => void };

/** Signed in as admin; the keeper re-checks the session every 10 minutes. */
export const Basic: Story<KeeperStoryProps> = ({ intervalMs, onExpired, ...props }) => {
  const [auth] = useState(() => props.auth ?? createStoryAuth({ signedInAs: 'admin' }));
  return (
    <AuthPortalFixture {...props} auth={auth}>
      <SessionKeeper intervalMs={intervalMs} onExpired={onExpired}>
        <p>Signed in. The session is re-read every 10 minutes.</p>
      </SessionKeeper>
    </AuthPortalFixture>
  );
};

/** The server ended the session: at the next check (here after 3 s) the keeper alerts and goes to /. */
export const Expired: Story<KeeperStoryProps> = ({ intervalMs = 3000, onExpired, ...props }) => {
  const [auth] = useState(() => createStoryAuth({ signedInAs: 'admin' }));
  return (
    <AuthPortalFixture {...props} auth={props.auth ?? auth}>
      <SessionKeeper intervalMs={intervalMs} onExpired={onExpired}>
        <p>Signed in as admin. Press the button to end the session on the server.</p>
        <button type="button" onClick={() => auth.expireSession()}>
          End session on the server
        </button>
      </SessionKeeper>
    </AuthPortalFixture>
  );
};
