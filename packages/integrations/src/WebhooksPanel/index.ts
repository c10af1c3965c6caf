export { WebhooksPanel, type WebhooksPanelProps } from './WebhooksPanel';
export { WebhookDialog, type WebhookDialogProps } from './WebhookDialog';
export { WebhookDeliveries, type WebhookDeliveriesProps } from './WebhookDeliveries';
