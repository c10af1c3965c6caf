import { useApi } from '@greenroom/core';
import type { BrandingSlice } from '../types';

/**
 * The adapters the Branding tab calls: the `api` prop when given, otherwise the PortalProvider's.
 * @example
 * const { skins } = useBrandingApi(props.api);
 */
export function useBrandingApi(api?: BrandingSlice): BrandingSlice {
  return useApi(api);
}
