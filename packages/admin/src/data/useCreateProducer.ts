import { queryKeys, upsertInList, type ProducerCreatePayload } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * POST /producer (role 1); the producer joins the cached list.
 * @example useCreateProducer().mutate({ username: 'ada', email: 'a@b.c', temporaryPassword: 'Temp1234', first: 'Ada', last: 'L', projects: {}, role: 1 });
 */
export function useCreateProducer(api?: AdminSlice) {
  const { producers } = useAdminApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProducerCreatePayload) => producers.create(payload),
    onSuccess: (producer) => upsertInList(client, queryKeys.producers.list(), producer, 'producerID'),
  });
}
