import { queryKeys, type ApiKeyCreatePayload } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeysSlice } from '../types';
import { useApiKeysApi } from './useIntegrationsApi';

/**
 * POST /api-keys; answers the key with its secret (shown once). Every cached key list is read
 * again, as the new key may reach several of them.
 * @example useCreateApiKey().mutate({ name: 'CRM', projectIDs: ['p1'], access: 'read' }, { onSuccess: ({ secret }) => show(secret) });
 */
export function useCreateApiKey(api?: ApiKeysSlice) {
  const apiKeys = useApiKeysApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ApiKeyCreatePayload) => apiKeys.create(payload),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.apiKeys.lists() }),
  });
}
