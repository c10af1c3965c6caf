import { queryKeys } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * PUT /spaces-endtime-update-admin {spaceIDArr, endTime}; the space list is refetched.
 * @example useUpdateEndTimes().mutate({ spaceIDArr: ['space-1'], endTime: '2026-11-22T05:59:59Z' });
 */
export function useUpdateEndTimes(api?: AdminSlice) {
  const { spaces } = useAdminApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { spaceIDArr: string[]; endTime: string }) => spaces.updateEndTimes(body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.spaces.list() }),
  });
}
