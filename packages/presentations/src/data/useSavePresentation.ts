import type { Presentation } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PresentationsSlice } from '../types';
import { storePresentation } from './presentationCache';
import { usePresentationsApi } from './usePresentationsApi';

/**
 * PUT /presentation {spaceID, presentationID, name, slides}: the trimmed name and the slides in
 * their new order; the answer replaces the cached presentation.
 * @example
 * useSavePresentation().mutate({ presentation, name: 'Keynote', slides: ['b.png', 'a.png'] });
 */
export function useSavePresentation(api?: PresentationsSlice) {
  const { presentations } = usePresentationsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ presentation, name, slides }: { presentation: Presentation; name: string; slides: string[] }) =>
      presentations.update({ spaceID: presentation.spaceID, presentationID: presentation.presentationID, name: name.trim(), slides }),
    onSuccess: (saved) => storePresentation(client, saved),
  });
}
