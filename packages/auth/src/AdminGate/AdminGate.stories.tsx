import type { Story } from '@ladle/react';
import { createDemoSeed, createMemoryApi } from '@greenroom/core';
import { useState } from 'react';
import type { PortalFixtureProps } from '@greenroom/ui';
import { AuthPortalFixture } from '../testing/AuthPortalFixture';
import { createStoryAuth } from '../testing/users';
import { AdminGate } from './AdminGate';

const AdminPage = () => <h1>Admin menu</h1>;

/** Signed in as the super-admin: the page shows. */
export const GateAllowed: Story<PortalFixtureProps> = (props) => {
  const [auth] = useState(() => createStoryAuth({ signedInAs: 'admin' }));
  return (
    <AuthPortalFixture {...props} auth={props.auth ?? auth}>
      <AdminGate>
        <AdminPage />
      </AdminGate>
    </AuthPortalFixture>
  );
};

/** The role call has not answered yet: the loading screen. */
export const GateLoading: Story<PortalFixtureProps> = (props) => {
  const [auth] = useState(() => createStoryAuth({ signedInAs: 'admin' }));
  // The in-memory backend answering after a day: the check stays in progress.
  const [api] = useState(() => createMemoryApi(createDemoSeed(), { delay: 86_400_000 }));
  return (
    <AuthPortalFixture {...props} auth={props.auth ?? auth} api={props.api ?? api}>
      <AdminGate>
        <AdminPage />
      </AdminGate>
    </AuthPortalFixture>
  );
};

/** Signed in as an ordinary producer (role 1): the privileges alert and a move to /. */
export const GateDenied: Story<PortalFixtureProps> = (props) => {
  const [auth] = useState(() => createStoryAuth({ signedInAs: 'producer' }));
  return (
    <AuthPortalFixture {...props} auth={props.auth ?? auth}>
      <AdminGate>
        <AdminPage />
      </AdminGate>
    </AuthPortalFixture>
  );
};
