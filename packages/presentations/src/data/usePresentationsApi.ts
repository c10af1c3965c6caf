import { useApi } from '@greenroom/core';
import type { PresentationsSlice } from '../types';

/**
 * The api slice the Presentations tab calls: the `api` prop when given, otherwise the PortalProvider's.
 * @example
 * const { presentations, uploads } = usePresentationsApi(props.api);
 */
export function usePresentationsApi(api?: PresentationsSlice): PresentationsSlice {
  return useApi(api);
}
