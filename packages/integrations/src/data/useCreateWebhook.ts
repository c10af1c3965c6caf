import type { WebhookEventType } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhooksSlice } from '../types';
import { useWebhooksApi } from './useIntegrationsApi';
import { storeWebhook } from './webhookCache';

/**
 * POST /webhooks; answers the webhook with its signing secret (shown once), and the webhook joins the cached list.
 * @example useCreateWebhook({ projectID: 'p1' }).mutate({ url, events }, { onSuccess: ({ secret }) => show(secret) });
 */
export function useCreateWebhook({ projectID }: { projectID: string }, api?: WebhooksSlice) {
  const webhooks = useWebhooksApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ url, events }: { url: string; events: WebhookEventType[] }) => webhooks.create({ projectID, url: url.trim(), events }),
    onSuccess: ({ webhook }) => storeWebhook(client, webhook),
  });
}
