import { type ProjectMap, queryKeys, upsertInList, useStaleRecordAlert } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/** The projects to give a producer, with the producer's version as read. */
export interface ProducerProjectsChange {
  producerID: string;
  projects: ProjectMap;
  /** The producer's version when the edit started: 412 when someone saved the producer since. */
  version: number | undefined;
}

/**
 * PUT /producer {producerID, projects, version}; the cached producer is replaced by the answer (at
 * its next version). A 412 (someone else saved the producer first) alerts core's staleRecord text
 * and reads the producers again.
 * @example useUpdateProducerProjects().mutate({ producerID: 'producer-1', projects: {}, version: 1 });
 */
export function useUpdateProducerProjects(api?: AdminSlice) {
  const { producers } = useAdminApi(api);
  const client = useQueryClient();
  const staleAlert = useStaleRecordAlert();
  return useMutation({
    mutationFn: (change: ProducerProjectsChange) => producers.updateProjects(change),
    onSuccess: (producer) => upsertInList(client, queryKeys.producers.list(), producer, 'producerID'),
    onError: (error) => {
      if (staleAlert(error)) void client.invalidateQueries({ queryKey: queryKeys.producers.list() });
    },
  });
}
