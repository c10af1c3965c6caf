import { queryKeys, type WebhookDelivery } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhooksSlice } from '../types';
import { useWebhooksApi } from './useIntegrationsApi';

/**
 * POST /webhook-deliveries/resend: a new pending delivery of the same event; the webhook's log is read again.
 * @example useResendDelivery().mutate(delivery);
 */
export function useResendDelivery(api?: WebhooksSlice) {
  const webhooks = useWebhooksApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (delivery: Pick<WebhookDelivery, 'deliveryID' | 'webhookID'>) => webhooks.resend({ deliveryID: delivery.deliveryID }),
    onSuccess: (_sent, delivery) => client.invalidateQueries({ queryKey: queryKeys.webhooks.deliveries(delivery.webhookID) }),
  });
}
