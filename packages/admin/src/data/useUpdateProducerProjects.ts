import { queryKeys, upsertInList, type ProjectMap } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * PUT /producer {producerID, projects}; the cached producer is replaced by the answer.
 * @example useUpdateProducerProjects().mutate({ producerID: 'producer-1', projects: {} });
 */
export function useUpdateProducerProjects(api?: AdminSlice) {
  const { producers } = useAdminApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { producerID: string; projects: ProjectMap }) => producers.updateProjects(body),
    onSuccess: (producer) => upsertInList(client, queryKeys.producers.list(), producer, 'producerID'),
  });
}
