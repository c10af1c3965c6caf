import type { Webhook } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhooksSlice } from '../types';
import { useWebhooksApi } from './useIntegrationsApi';
import { forgetWebhook } from './webhookCache';

/**
 * DELETE /webhooks; the webhook leaves the cached list (its pending deliveries are dropped by the server).
 * @example await useDeleteWebhook().mutateAsync(webhook);
 */
export function useDeleteWebhook(api?: WebhooksSlice) {
  const webhooks = useWebhooksApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (webhook: Pick<Webhook, 'webhookID' | 'projectID'>) => webhooks.delete({ webhookID: webhook.webhookID }),
    onSuccess: (_answer, webhook) => forgetWebhook(client, webhook),
  });
}
