export { ApiKeysPanel, type ApiKeysPanelProps } from './ApiKeysPanel';
export { CreateApiKeyDialog, type CreateApiKeyDialogProps } from './CreateApiKeyDialog';
