import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PresentationsSlice } from '../types';
import { forgetPresentation } from './presentationCache';
import { usePresentationsApi } from './usePresentationsApi';

/**
 * DELETE /presentation?spaceID&presentationID; the presentation leaves the cache and the space's list.
 * @example
 * await useDeletePresentation({ spaceID: 's1' }).mutateAsync('pr1');
 */
export function useDeletePresentation({ spaceID }: { spaceID: string }, api?: PresentationsSlice) {
  const { presentations } = usePresentationsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (presentationID: string) => presentations.delete({ spaceID, presentationID }),
    onSuccess: (_answer, presentationID) => forgetPresentation(client, { presentationID, spaceID }),
  });
}
