import { queryKeys } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { WebhooksSlice } from '../types';
import { useWebhooksApi } from './useIntegrationsApi';

/**
 * A webhook's delivery log (GET /webhook-deliveries), newest first, as many as the server answers by default.
 * @example const { data, refetch } = useWebhookDeliveries({ webhookID: 'w1' });
 */
export function useWebhookDeliveries({ webhookID }: { webhookID: string }, api?: WebhooksSlice) {
  const webhooks = useWebhooksApi(api);
  return useQuery({
    queryKey: queryKeys.webhooks.deliveries(webhookID),
    queryFn: ({ signal }) => webhooks.deliveries({ webhookID, signal }),
  });
}
