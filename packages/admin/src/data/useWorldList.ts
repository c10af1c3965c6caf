import { queryKeys } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * Every world (GET /worlds/all/admin).
 * @example const { data: worlds } = useWorldList();
 */
export function useWorldList(api?: AdminSlice) {
  const { worlds } = useAdminApi(api);
  return useQuery({ queryKey: queryKeys.worlds.list(), queryFn: ({ signal }) => worlds.list({ signal }) });
}
