// @greenroom/integrations/webhooks: the webhooks panel, its dialog and delivery log, embeddable on their own.
export { WebhooksPanel, WebhookDialog, WebhookDeliveries, type WebhooksPanelProps, type WebhookDialogProps, type WebhookDeliveriesProps } from './WebhooksPanel';
export { integrationTexts, integrationTextTable, type IntegrationTexts } from './texts';
export type { WebhooksSlice } from './types';
