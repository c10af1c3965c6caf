import { queryKeys } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { ApiKeysSlice } from '../types';
import { useApiKeysApi } from './useIntegrationsApi';

/**
 * The API keys reaching a project, or without one every key the caller sees (GET /api-keys), newest first.
 * @example const { data, isPending, isError, refetch } = useApiKeyList({ projectID: 'p1' });
 */
export function useApiKeyList({ projectID }: { projectID?: string }, api?: ApiKeysSlice) {
  const apiKeys = useApiKeysApi(api);
  return useQuery({
    queryKey: queryKeys.apiKeys.list(projectID),
    queryFn: ({ signal }) => apiKeys.list(projectID === undefined ? { signal } : { projectID, signal }),
  });
}
