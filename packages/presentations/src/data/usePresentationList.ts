import { queryKeys, sortByName, useAuth, type PresentationRef, type Space } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { PresentationsSlice } from '../types';
import { usePresentationsApi } from './usePresentationsApi';

/**
 * The presentations of a space, sorted by name ascending: the space's `presentations` map
 * (GET /space, the same cache entry as the space window's).
 * @example
 * const { data, isPending, isError } = usePresentationList({ spaceID: 's1' });
 */
export function usePresentationList({ spaceID }: { spaceID: string }, api?: PresentationsSlice) {
  const { spaces } = usePresentationsApi(api);
  const auth = useAuth();
  return useQuery<Space, Error, PresentationRef[]>({
    queryKey: queryKeys.spaces.detail(spaceID),
    queryFn: async ({ signal }) => {
      const session = await auth.getSession();
      return spaces.get({ spaceID, producerID: session?.producerID ?? '', signal });
    },
    select: (space) => sortByName(Object.values(space.presentations ?? {}), (p) => p.presentationName),
  });
}
