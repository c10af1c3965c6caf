import { queryKeys, setDetail } from '@greenroom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * The last report of GET /space-worlds-admin (none until RUN SCRIPT) and `run`, which fetches a new one.
 * @example const { report, run } = useSpaceWorldsReport();
 */
export function useSpaceWorldsReport(api?: AdminSlice) {
  const { spaces } = useAdminApi(api);
  const client = useQueryClient();
  const key = queryKeys.spaces.worldsReport();
  // Read-only view of the cache: never fetched by itself.
  const report = useQuery({ queryKey: key, queryFn: () => spaces.checkWorlds(), enabled: false });
  const run = useMutation({
    mutationFn: () => spaces.checkWorlds(),
    onSuccess: (answer) => setDetail(client, key, answer),
  });
  return { report: report.data, run };
}
