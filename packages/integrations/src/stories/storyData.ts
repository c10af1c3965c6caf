import { createDemoSeed, type MemorySeed, type ProjectRef } from '@greenroom/core';
import { PORTAL_FIXTURE_NOW } from '@greenroom/testing';

/** The project the stories show (the demo's first, with its keys and webhooks). */
export const STORY_PROJECT_ID = 'project-1';

/** The zone the stories show times in (the tests expect it). */
export const STORY_ZONE = 'America/Chicago';

/** The demo projects, as a host hands them to the panels. */
export const storyProjects: ProjectRef[] = [
  { projectID: 'project-1', projectName: 'Acme Launch Events' },
  { projectID: 'project-2', projectName: 'Partner Summit' },
];

/**
 * The demo world at the fixture's moment (its API keys, webhooks and deliveries), with some lists replaced.
 * @example integrationStorySeed({ apiKeys: [] }) // no keys yet
 */
export function integrationStorySeed(overrides: Pick<MemorySeed, 'apiKeys' | 'webhooks' | 'webhookDeliveries'> = {}): MemorySeed {
  return { ...createDemoSeed({ now: PORTAL_FIXTURE_NOW }), ...overrides };
}
