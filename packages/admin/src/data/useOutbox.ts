import { queryKeys } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * The mail kept in the outbox, newest first (GET /outbox).
 * @example const { data: mails } = useOutbox();
 */
export function useOutbox(api?: AdminSlice) {
  const { maintenance } = useAdminApi(api);
  return useQuery({
    queryKey: [...queryKeys.maintenance.all, 'outbox'] as const,
    queryFn: ({ signal }) => maintenance.outbox({ signal }),
    staleTime: 0,
  });
}
