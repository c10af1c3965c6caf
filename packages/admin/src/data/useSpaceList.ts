import { queryKeys } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * Every space with its bookings and dates (GET /spaces/all/admin).
 * @example const { data: spaces } = useSpaceList();
 */
export function useSpaceList(api?: AdminSlice) {
  const { spaces } = useAdminApi(api);
  return useQuery({ queryKey: queryKeys.spaces.list(), queryFn: ({ signal }) => spaces.list({ signal }) });
}
