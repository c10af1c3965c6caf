import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';
import { MAIL_DELIVERIES_KEY } from './useMailDeliveries';

/**
 * RETRY of a failed delivery (POST /mail-deliveries/retry): the server queues it again; every
 * delivery list is read again afterwards (its state changed, and a refusal means it already had).
 * @example useRetryMailDelivery().mutate('delivery-1');
 */
export function useRetryMailDelivery(api?: AdminSlice) {
  const { maintenance } = useAdminApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryID: string) => maintenance.retryMailDelivery({ deliveryID }),
    onSettled: () => client.invalidateQueries({ queryKey: MAIL_DELIVERIES_KEY }),
  });
}
