import type { Story } from '@ladle/react';
import { IntegrationsStoryPortal } from '../stories/IntegrationsStoryPortal';
import { STORY_PROJECT_ID, STORY_ZONE } from '../stories/storyData';
import { WebhooksPanel } from './WebhooksPanel';

export default { title: 'Integrations / Panels / Webhooks' };

/** A CRM webhook whose log shows a delivered, a failed and a pending delivery, and one Greenroom turned off. */
export const Basic: Story = () => (
  <IntegrationsStoryPortal>
    <WebhooksPanel projectID={STORY_PROJECT_ID} timezone={STORY_ZONE} />
  </IntegrationsStoryPortal>
);

/** No webhooks yet. */
export const Empty: Story = () => (
  <IntegrationsStoryPortal data={{ webhooks: [], webhookDeliveries: [] }}>
    <WebhooksPanel projectID={STORY_PROJECT_ID} timezone={STORY_ZONE} />
  </IntegrationsStoryPortal>
);

/** The webhooks are still loading. */
export const Loading: Story = () => (
  <IntegrationsStoryPortal pending={['webhooks.list']}>
    <WebhooksPanel projectID={STORY_PROJECT_ID} timezone={STORY_ZONE} />
  </IntegrationsStoryPortal>
);

/** The webhooks could not be read: RETRY reads them again. */
export const Error: Story = () => (
  <IntegrationsStoryPortal failing={['webhooks.list']}>
    <WebhooksPanel projectID={STORY_PROJECT_ID} timezone={STORY_ZONE} />
  </IntegrationsStoryPortal>
);

/** A delivery log that could not be read (open a webhook's DELIVERIES). */
export const DeliveriesError: Story = () => (
  <IntegrationsStoryPortal failing={['webhooks.deliveries']}>
    <WebhooksPanel projectID={STORY_PROJECT_ID} timezone={STORY_ZONE} />
  </IntegrationsStoryPortal>
);
