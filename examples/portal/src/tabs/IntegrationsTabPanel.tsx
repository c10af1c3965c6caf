import { lazyComponent } from '@greenroom/ui';
import { LazyTabPanel } from './LazyTabPanel';
import { IntegrationsLayout } from './IntegrationsLayout';

// The integrations feature is its own chunk, fetched the first time the Integrations tab opens.
const ApiKeysPanel = lazyComponent(() => import('@greenroom/integrations/api-keys').then((module) => ({ default: module.ApiKeysPanel })));
const WebhooksPanel = lazyComponent(() => import('@greenroom/integrations/webhooks').then((module) => ({ default: module.WebhooksPanel })));

/**
 * Loads the Integrations tab's code ahead (hover or focus of its tab), so opening it shows no loading screen.
 * @example void preloadIntegrationsTab(); // the pointer is on the tab
 */
export function preloadIntegrationsTab(): Promise<void> {
  return Promise.all([ApiKeysPanel.preload(), WebhooksPanel.preload()]).then(() => undefined);
}

/**
 * The Integrations tab of the space window (issue 28): the API keys that reach the space's project
 * and the project's webhooks, from @greenroom/integrations, loaded on demand.
 * @example
 * integrations: ({ space }) => <IntegrationsTabPanel projectID={space.projectID} projectName={space.project?.projectName} />
 */
export function IntegrationsTabPanel({ projectID, projectName }: { projectID: string; projectName?: string }) {
  const projects = projectName ? [{ projectID, projectName }] : [];
  return (
    <LazyTabPanel>
      <IntegrationsLayout>
        <ApiKeysPanel projectID={projectID} projects={projects} />
        <WebhooksPanel projectID={projectID} />
      </IntegrationsLayout>
    </LazyTabPanel>
  );
}
