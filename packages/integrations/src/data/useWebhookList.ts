import { queryKeys } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { WebhooksSlice } from '../types';
import { useWebhooksApi } from './useIntegrationsApi';

/**
 * The webhooks of a project (GET /webhooks), oldest first.
 * @example const { data, isPending, isError, refetch } = useWebhookList({ projectID: 'p1' });
 */
export function useWebhookList({ projectID }: { projectID: string }, api?: WebhooksSlice) {
  const webhooks = useWebhooksApi(api);
  return useQuery({
    queryKey: queryKeys.webhooks.list(projectID),
    queryFn: ({ signal }) => webhooks.list({ projectID, signal }),
  });
}
