import { isHttpStatus, queryKeys } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * The system checks of an America/Chicago day (GET /system-check; a 404 is an empty list).
 * @example const { data } = useSystemCheckList({ dateString: '2026-11-21' });
 */
export function useSystemCheckList({ dateString }: { dateString: string }, api?: AdminSlice) {
  const { maintenance } = useAdminApi(api);
  return useQuery({
    queryKey: queryKeys.maintenance.systemChecks(dateString),
    // An adapter that passes the server's 404 through still means an empty day (docs/reference/portal.md §7).
    queryFn: ({ signal }) => maintenance.systemChecks({ dateString, signal }).catch((error: unknown) => {
      if (isHttpStatus(error, 404)) return [];
      throw error;
    }),
  });
}
