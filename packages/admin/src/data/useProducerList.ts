import { queryKeys } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * Every producer (GET /producers/all/admin).
 * @example const { data: producers } = useProducerList();
 */
export function useProducerList(api?: AdminSlice) {
  const { producers } = useAdminApi(api);
  return useQuery({ queryKey: queryKeys.producers.list(), queryFn: ({ signal }) => producers.list({ signal }) });
}
