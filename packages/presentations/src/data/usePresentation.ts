import { queryKeys, type Presentation } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { PresentationsSlice } from '../types';
import { usePresentationsApi } from './usePresentationsApi';

/**
 * One presentation with its ordered slides (GET /presentation), fetched afresh whenever a dialog
 * opens it so edits start from what is stored.
 * @example
 * const { data, isError } = usePresentation('pr1');
 */
export function usePresentation(presentationID: string, api?: PresentationsSlice) {
  const { presentations } = usePresentationsApi(api);
  return useQuery<Presentation>({
    queryKey: queryKeys.presentations.detail(presentationID),
    queryFn: ({ signal }) => presentations.get({ presentationID, signal }),
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}
