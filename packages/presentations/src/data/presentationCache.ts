import { queryKeys, removeDetail, setDetail, type Presentation } from '@greenroom/core';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After a save: the presentation's own entry takes the answer, and the space (whose map lists
 * the presentations by name) is fetched again.
 * @example await storePresentation(client, saved);
 */
export async function storePresentation(client: QueryClient, presentation: Presentation): Promise<void> {
  setDetail(client, queryKeys.presentations.detail(presentation.presentationID), presentation);
  await refreshSpace(client, presentation.spaceID);
}

/**
 * After a save refused as stale (412): the presentation and the space are read again, so the tab
 * shows the other person's version.
 * @example await rereadPresentation(client, { presentationID: 'pr1', spaceID: 's1' });
 */
export async function rereadPresentation(
  client: QueryClient,
  { presentationID, spaceID }: { presentationID: string; spaceID: string },
): Promise<void> {
  await Promise.all([
    client.invalidateQueries({
      queryKey: queryKeys.presentations.detail(presentationID),
    }),
    refreshSpace(client, spaceID),
  ]);
}

/**
 * After a delete: the presentation's entry is forgotten and the space fetched again.
 * @example await forgetPresentation(client, { presentationID: 'pr1', spaceID: 's1' });
 */
export async function forgetPresentation(
  client: QueryClient,
  { presentationID, spaceID }: { presentationID: string; spaceID: string },
): Promise<void> {
  removeDetail(client, queryKeys.presentations.detail(presentationID));
  await refreshSpace(client, spaceID);
}

/**
 * Fetches the space again (its presentations map changed).
 * @example await refreshSpace(client, 's1');
 */
export function refreshSpace(client: QueryClient, spaceID: string): Promise<void> {
  return client.invalidateQueries({
    queryKey: queryKeys.spaces.detail(spaceID),
  });
}
