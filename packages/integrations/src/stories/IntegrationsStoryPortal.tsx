import type { MemorySeed } from '@greenroom/core';
import { PortalFixture, type PortalFixtureProps } from '@greenroom/testing';
import { integrationStorySeed } from './storyData';

/** How an integrations story sets up its portal, besides the fixture's own options. */
export interface IntegrationsStoryPortalProps extends PortalFixtureProps {
  /** Lists replacing the demo's keys, webhooks or deliveries. */
  data?: Pick<MemorySeed, 'apiKeys' | 'webhooks' | 'webhookDeliveries'>;
}

/**
 * The portal fixture as the integrations stories want it: the demo world with its keys, webhooks
 * and deliveries, answering after 300 ms in Ladle (at once under renderStory).
 * @example
 * export const Loading: Story = () => (
 *   <IntegrationsStoryPortal pending={['apiKeys.list']}><ApiKeysPanel projectID={STORY_PROJECT_ID} /></IntegrationsStoryPortal>
 * );
 */
export function IntegrationsStoryPortal({ data, ...fixture }: IntegrationsStoryPortalProps) {
  return <PortalFixture delay={300} seed={integrationStorySeed(data)} {...fixture} />;
}
