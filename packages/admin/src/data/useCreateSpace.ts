import { queryKeys, type SpaceCreatePayload } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * POST /space; the space and project lists are refetched (the new space belongs to both).
 * @example useCreateSpace().mutate(payload);
 */
export function useCreateSpace(api?: AdminSlice) {
  const { spaces } = useAdminApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: SpaceCreatePayload) => spaces.create(payload),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: queryKeys.spaces.all }), client.invalidateQueries({ queryKey: queryKeys.projects.all })]),
  });
}
