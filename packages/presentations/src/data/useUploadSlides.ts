import { type Presentation, slideName, useStaleRecordAlert } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PresentationsSlice } from '../types';
import { rereadPresentation, storePresentation } from './presentationCache';
import { usePresentationsApi } from './usePresentationsApi';

/** How far an upload got: files sent so far of all. */
export interface UploadProgress {
  done: number;
  total: number;
}

/**
 * Upload Slides (docs/reference/portal.md §4): one upload request for all files, each file PUT to its
 * address in order (no Authorization header), then the new slide names appended to the
 * presentation's slides and saved with its version as read. A failure part-way saves nothing, so
 * the deck changes only once every file arrived; a 412 (someone else saved the presentation
 * first) alerts core's staleRecord text and reads the presentation again.
 * @example
 * const upload = useUploadSlides();
 * upload.mutate({ presentation, files });
 * upload.progress // { done: 1, total: 3 }
 */
export function useUploadSlides(api?: PresentationsSlice) {
  const { presentations, uploads } = usePresentationsApi(api);
  const client = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const staleAlert = useStaleRecordAlert();
  const mutation = useMutation({
    mutationFn: async ({ presentation, files }: { presentation: Presentation; files: File[] }) => {
      setProgress({ done: 0, total: files.length });
      const targets = await uploads.requestSlideUploads({
        files: files.map((file) => ({ name: file.name, type: 'image/png' })),
      });
      for (const [index, target] of targets.entries()) {
        await uploads.put({
          url: target.url,
          file: files[index],
          contentType: 'image/png',
        });
        setProgress({ done: index + 1, total: files.length });
      }
      return presentations.update({
        spaceID: presentation.spaceID,
        presentationID: presentation.presentationID,
        name: presentation.name,
        slides: [...presentation.slides, ...targets.map((target) => slideName(target))],
        version: presentation.version,
      });
    },
    onSuccess: (saved) => storePresentation(client, saved),
    onError: (error, { presentation }) => {
      if (staleAlert(error)) void rereadPresentation(client, presentation);
    },
    onSettled: () => setProgress(null),
  });
  return Object.assign(mutation, { progress });
}
