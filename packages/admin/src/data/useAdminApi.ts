import { useApi } from '@greenroom/core';
import type { AdminSlice } from '../types';

/**
 * The admin adapters: the `api` prop when given, otherwise the PortalProvider's.
 * @example const { projects } = useAdminApi(props.api);
 */
export function useAdminApi(api?: AdminSlice): AdminSlice {
  return useApi(api);
}
