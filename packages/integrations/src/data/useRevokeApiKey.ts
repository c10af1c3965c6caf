import { queryKeys, type ApiKey } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeysSlice } from '../types';
import { useApiKeysApi } from './useIntegrationsApi';

/**
 * DELETE /api-keys: the key stops working at once; every cached key list is read again (the key
 * stays listed, with the time the server revoked it).
 * @example await useRevokeApiKey().mutateAsync(key);
 */
export function useRevokeApiKey(api?: ApiKeysSlice) {
  const apiKeys = useApiKeysApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: Pick<ApiKey, 'apiKeyID'>) => apiKeys.revoke({ apiKeyID: key.apiKeyID }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.apiKeys.lists() }),
  });
}
