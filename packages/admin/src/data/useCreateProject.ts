import { queryKeys, upsertInList } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * POST /project with the trimmed name; the project joins the cached list.
 * @example useCreateProject().mutate('Spring Tour');
 */
export function useCreateProject(api?: AdminSlice) {
  const { projects } = useAdminApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => projects.create({ name: name.trim() }),
    onSuccess: (project) => upsertInList(client, queryKeys.projects.list(), project, 'projectID'),
  });
}
