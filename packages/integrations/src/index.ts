// @greenroom/integrations: API keys and webhooks (issue 28).
export { ApiKeysPanel, CreateApiKeyDialog, type ApiKeysPanelProps, type CreateApiKeyDialogProps } from './ApiKeysPanel';
export { WebhooksPanel, WebhookDialog, WebhookDeliveries, type WebhooksPanelProps, type WebhookDialogProps, type WebhookDeliveriesProps } from './WebhooksPanel';
export { integrationTexts, integrationTextTable, type IntegrationTexts } from './texts';
export type { ApiKeysSlice, WebhooksSlice, IntegrationsSlice } from './types';
