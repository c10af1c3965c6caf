export { PortalFixture, PORTAL_FIXTURE_NOW } from './PortalFixture';
export type { PortalFixtureProps } from './PortalFixture';
