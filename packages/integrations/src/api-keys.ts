// @greenroom/integrations/api-keys: the API keys panel and its dialog, embeddable on their own.
export { ApiKeysPanel, CreateApiKeyDialog, type ApiKeysPanelProps, type CreateApiKeyDialogProps } from './ApiKeysPanel';
export { integrationTexts, integrationTextTable, type IntegrationTexts } from './texts';
export type { ApiKeysSlice } from './types';
