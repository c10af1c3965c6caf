import { useStaleRecordAlert } from '@greenroom/core';
import type { Presentation } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PresentationsSlice } from '../types';
import { rereadPresentation, storePresentation } from './presentationCache';
import { usePresentationsApi } from './usePresentationsApi';

/**
 * PUT /presentation {spaceID, presentationID, name, slides, version}: the trimmed name, the slides
 * in their new order and the presentation's version as read; the answer (at its next version)
 * replaces the cached presentation. A 412 (someone else saved it first) alerts core's staleRecord
 * text and reads the presentation again.
 * @example
 * useSavePresentation().mutate({ presentation, name: 'Keynote', slides: ['b.png', 'a.png'] });
 */
export function useSavePresentation(api?: PresentationsSlice) {
  const { presentations } = usePresentationsApi(api);
  const client = useQueryClient();
  const staleAlert = useStaleRecordAlert();
  return useMutation({
    mutationFn: ({ presentation, name, slides }: { presentation: Presentation; name: string; slides: string[] }) =>
      presentations.update({
        spaceID: presentation.spaceID,
        presentationID: presentation.presentationID,
        name: name.trim(),
        slides,
        version: presentation.version,
      }),
    onSuccess: (saved) => storePresentation(client, saved),
    onError: (error, { presentation }) => {
      if (staleAlert(error)) void rereadPresentation(client, presentation);
    },
  });
}
