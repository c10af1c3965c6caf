import type { Story } from '@ladle/react';
import { IntegrationsStoryPortal } from '../stories/IntegrationsStoryPortal';
import { STORY_PROJECT_ID, STORY_ZONE, storyProjects } from '../stories/storyData';
import { ApiKeysPanel } from './ApiKeysPanel';

export default { title: 'Integrations / Panels / API Keys' };

/** A project's keys: one used an hour ago, an install-wide one never used, a revoked one. */
export const Basic: Story = () => (
  <IntegrationsStoryPortal>
    <ApiKeysPanel projectID={STORY_PROJECT_ID} projects={storyProjects} timezone={STORY_ZONE} />
  </IntegrationsStoryPortal>
);

/** The super-admin's panel: every key, new keys for chosen projects or every project. */
export const SuperAdmin: Story = () => (
  <IntegrationsStoryPortal>
    <ApiKeysPanel projects={storyProjects} timezone={STORY_ZONE} />
  </IntegrationsStoryPortal>
);

/** No keys yet. */
export const Empty: Story = () => (
  <IntegrationsStoryPortal data={{ apiKeys: [] }}>
    <ApiKeysPanel projectID={STORY_PROJECT_ID} projects={storyProjects} timezone={STORY_ZONE} />
  </IntegrationsStoryPortal>
);

/** The keys are still loading. */
export const Loading: Story = () => (
  <IntegrationsStoryPortal pending={['apiKeys.list']}>
    <ApiKeysPanel projectID={STORY_PROJECT_ID} projects={storyProjects} timezone={STORY_ZONE} />
  </IntegrationsStoryPortal>
);

/** The keys could not be read: RETRY reads them again. */
export const Error: Story = () => (
  <IntegrationsStoryPortal failing={['apiKeys.list']}>
    <ApiKeysPanel projectID={STORY_PROJECT_ID} projects={storyProjects} timezone={STORY_ZONE} />
  </IntegrationsStoryPortal>
);
