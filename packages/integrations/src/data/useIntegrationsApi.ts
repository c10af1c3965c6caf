import { useApi } from '@greenroom/core';
import type { ApiKeysSlice, WebhooksSlice } from '../types';

/**
 * The API keys adapter: the `api` prop when given, otherwise the PortalProvider's.
 * @example const apiKeys = useApiKeysApi(props.api);
 */
export function useApiKeysApi(api?: ApiKeysSlice): ApiKeysSlice['apiKeys'] {
  return useApi(api).apiKeys;
}

/**
 * The webhooks adapter: the `api` prop when given, otherwise the PortalProvider's.
 * @example const webhooks = useWebhooksApi(props.api);
 */
export function useWebhooksApi(api?: WebhooksSlice): WebhooksSlice['webhooks'] {
  return useApi(api).webhooks;
}
