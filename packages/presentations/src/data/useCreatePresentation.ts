import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PresentationsSlice } from '../types';
import { refreshSpace } from './presentationCache';
import { usePresentationsApi } from './usePresentationsApi';

/**
 * POST /presentation {spaceID, name, slides: []} with the trimmed name; the space's list refreshes.
 * @example
 * useCreatePresentation({ spaceID: 's1' }).mutate('Keynote');
 */
export function useCreatePresentation({ spaceID }: { spaceID: string }, api?: PresentationsSlice) {
  const { presentations } = usePresentationsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => presentations.create({ spaceID, name: name.trim(), slides: [] }),
    onSuccess: () => refreshSpace(client, spaceID),
  });
}
