import { PortalFixture, type PortalFixtureProps } from '@greenroom/testing';
import { useState } from 'react';
import { createStoryAuth } from './users';

/**
 * The shared PortalFixture with this package's story users (createStoryAuth: admin, producer and
 * the temporary 'newbie', nobody signed in) as the identity service unless one is given.
 * @example
 * <AuthPortalFixture navigate={navigate}>
 *   <SignInPage />
 * </AuthPortalFixture>
 */
export function AuthPortalFixture({ auth, ...props }: PortalFixtureProps) {
  const [storyAuth] = useState(() => auth ?? createStoryAuth());
  return <PortalFixture {...props} auth={auth ?? storyAuth} />;
}
