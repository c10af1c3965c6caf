import { queryKeys } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * Every project (GET /projects/all/admin), sorted by name by the backend.
 * @example const { data: projects } = useProjectList();
 */
export function useProjectList(api?: AdminSlice) {
  const { projects } = useAdminApi(api);
  return useQuery({ queryKey: queryKeys.projects.list(), queryFn: ({ signal }) => projects.list({ signal }) });
}
