import type { Webhook } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhooksSlice } from '../types';
import { useWebhooksApi } from './useIntegrationsApi';
import { storeWebhook } from './webhookCache';

/**
 * POST /webhooks/rotate-secret; answers the new secret (shown once) and the webhook with the time of the rotation.
 * @example const { secret } = await useRotateWebhookSecret().mutateAsync(webhook);
 */
export function useRotateWebhookSecret(api?: WebhooksSlice) {
  const webhooks = useWebhooksApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (webhook: Pick<Webhook, 'webhookID'>) => webhooks.rotateSecret({ webhookID: webhook.webhookID }),
    onSuccess: ({ webhook }) => storeWebhook(client, webhook),
  });
}
