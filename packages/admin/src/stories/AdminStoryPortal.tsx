import { createDemoSeed, createMemoryAuth, type MemorySeed } from '@greenroom/core';
import { PORTAL_FIXTURE_NOW, PortalFixture, type PortalFixtureProps } from '@greenroom/testing';

/** The fixture's day (11/21/2026) as the date pickers hold it. */
export const STORY_DAY = new Date(2026, 10, 21);

/**
 * The demo world at the fixture's moment, optionally changed.
 * @example const seed = adminStorySeed((s) => ({ ...s, systemChecks: [] }));
 */
export function adminStorySeed(change?: (seed: MemorySeed) => MemorySeed): MemorySeed {
  const seed = createDemoSeed({ now: PORTAL_FIXTURE_NOW });
  return change ? change(seed) : seed;
}

/**
 * The portal fixture as the admin stories want it: the demo world, signed in as the super-admin,
 * answering after 300 ms in Ladle (at once under renderStory).
 * @example
 * export const Saving: Story = () => (
 *   <AdminStoryPortal pending={['projects.create']}><CreateProject /></AdminStoryPortal>
 * );
 */
export function AdminStoryPortal(fixture: PortalFixtureProps) {
  return <PortalFixture delay={300} seed={adminStorySeed()} auth={createMemoryAuth({ signedInAs: 'admin' })} {...fixture} />;
}
