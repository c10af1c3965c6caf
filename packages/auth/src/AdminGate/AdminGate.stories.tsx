import type { Story } from '@ladle/react';
import type { PortalFixtureProps } from '@greenroom/testing';
import { useState } from 'react';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { createStoryAuth } from '../testing/users';
import { AdminGate } from './AdminGate';

export default { title: 'Auth / Providers / Admin Gate' };

const AdminPage = () => <h1>Admin menu</h1>;

/** The gate around the admin page, signed in as `signedInAs` unless a test gives its own auth. */
function GateStory({ signedInAs, ...props }: PortalFixtureProps & { signedInAs: string }) {
  const [auth] = useState(() => props.auth ?? createStoryAuth({ signedInAs }));
  return (
    <AuthPortalFixture {...props} auth={auth}>
      <AdminGate>
        <AdminPage />
      </AdminGate>
    </AuthPortalFixture>
  );
}

/** Signed in as the super-admin: the page shows. */
export const GateAllowed: Story<PortalFixtureProps> = (props) => <GateStory signedInAs="admin" {...props} />;

/** The role call has not answered yet (the in-memory backend answers after a day): the loading screen. */
export const GateLoading: Story<PortalFixtureProps> = (props) => <GateStory signedInAs="admin" delay={86_400_000} {...props} />;

/** Signed in as an ordinary producer (role 1): the privileges alert and a move to /. */
export const GateDenied: Story<PortalFixtureProps> = (props) => <GateStory signedInAs="producer" {...props} />;
