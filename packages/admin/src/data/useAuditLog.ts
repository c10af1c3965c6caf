import { queryKeys } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * The audit log of admin changes, newest first (GET /audit).
 * @example const { data: entries } = useAuditLog();
 */
export function useAuditLog(api?: AdminSlice) {
  const { maintenance } = useAdminApi(api);
  return useQuery({
    queryKey: [...queryKeys.maintenance.all, 'audit'] as const,
    queryFn: ({ signal }) => maintenance.auditLog({ signal }),
    // Every admin change appends to it: read it anew each time the screen opens.
    staleTime: 0,
  });
}
