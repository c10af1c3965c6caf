export { PortalFixture, PORTAL_FIXTURE_NOW, type PortalFixtureProps } from './PortalFixture';
export { useFixtureScope, type FixtureScope } from './fixtureScope';
