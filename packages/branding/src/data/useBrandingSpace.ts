import { queryKeys, type Space } from '@greenroom/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { BrandingSlice } from '../types';
import { useBrandingApi } from './useBrandingApi';

/**
 * The space whose skins are shown (GET /space), in the same cache entry as the space window's.
 * @example const space = useBrandingSpace({ spaceID: 's1', producerID: 'p1' });
 */
export function useBrandingSpace({ spaceID, producerID }: { spaceID: string; producerID: string | null }, api?: BrandingSlice): UseQueryResult<Space> {
  const { spaces } = useBrandingApi(api);
  return useQuery({
    queryKey: queryKeys.spaces.detail(spaceID),
    queryFn: ({ signal }) => spaces.get({ spaceID, producerID: producerID ?? '', signal }),
  });
}
