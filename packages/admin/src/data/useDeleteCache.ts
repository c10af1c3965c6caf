import { queryKeys, removeDetail } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * DELETE /cache/admin?bookingID; the cached copy is forgotten.
 * @example useDeleteCache().mutate('booking-1');
 */
export function useDeleteCache(api?: AdminSlice) {
  const { maintenance } = useAdminApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bookingID: string) => maintenance.deleteCache({ bookingID }),
    onSuccess: (_answer, bookingID) => removeDetail(client, queryKeys.maintenance.cache(bookingID)),
  });
}
