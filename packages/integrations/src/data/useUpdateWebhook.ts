import { queryKeys, useStaleRecordAlert, type Webhook, type WebhookEventType } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhooksSlice } from '../types';
import { useWebhooksApi } from './useIntegrationsApi';
import { storeWebhook } from './webhookCache';

/** What an update changes of a webhook (the rest stays). */
export interface WebhookChange {
  url?: string;
  events?: WebhookEventType[];
  enabled?: boolean;
}

/**
 * PUT /webhooks with the change and the webhook's version as read; the answer (at its next
 * version) replaces the cached one. A 412 (someone else saved it first) alerts core's staleRecord
 * text and reads the project's webhooks again.
 * @example useUpdateWebhook().mutate({ webhook, change: { enabled: false } });
 */
export function useUpdateWebhook(api?: WebhooksSlice) {
  const webhooks = useWebhooksApi(api);
  const client = useQueryClient();
  const staleAlert = useStaleRecordAlert();
  return useMutation({
    mutationFn: ({ webhook, change }: { webhook: Webhook; change: WebhookChange }) =>
      webhooks.update({
        webhookID: webhook.webhookID,
        ...change,
        ...(change.url === undefined ? {} : { url: change.url.trim() }),
        version: webhook.version,
      }),
    onSuccess: (saved) => storeWebhook(client, saved),
    onError: (error, { webhook }) => {
      if (staleAlert(error)) void client.invalidateQueries({ queryKey: queryKeys.webhooks.list(webhook.projectID) });
    },
  });
}
