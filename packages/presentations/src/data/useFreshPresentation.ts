import type { Presentation } from '@greenroom/core';
import { useState } from 'react';
import type { PresentationsSlice } from '../types';
import { usePresentation } from './usePresentation';

/**
 * The presentation as fetched when a dialog opened, kept from then on: a later background
 * fetch never replaces a form the user is editing. `failed` when that first fetch failed.
 * @example
 * const { presentation, failed } = useFreshPresentation('pr1');
 */
export function useFreshPresentation(presentationID: string, api?: PresentationsSlice): { presentation: Presentation | null; failed: boolean } {
  const query = usePresentation(presentationID, api);
  const [presentation, setPresentation] = useState<Presentation | null>(null);
  const arrived = query.isFetchedAfterMount && query.isSuccess && !query.isFetching;
  if (presentation === null && arrived) setPresentation(query.data);
  return { presentation: presentation ?? (arrived ? query.data : null), failed: presentation === null && query.isError };
}
