import { queryKeys, setDetail, type SkinGroupName, type SkinValue, type Space } from '@greenroom/core';
import { OPTIONAL_WORLD_ITEMS } from '@greenroom/core/rules';
import type { QueryClient } from '@tanstack/react-query';

/** A saved skin item: where it is, its new value and the version it is at now. */
export interface SavedSkinItem {
  group: SkinGroupName;
  property: string;
  value: SkinValue;
  /** The sent version + 1 (the skin calls answer nothing). */
  version: number;
}

/**
 * Updates the cached space in place after a skin item was saved (the item is added when it was
 * one of the defaults the space lacked), at its new version so the next save is not stale.
 * @example storeSkinValue(client, 's1', { group: 'uiSkin', property: 'primaryColor', value: '#FF0000', version: 4 });
 */
export function storeSkinValue(client: QueryClient, spaceID: string, { group, property, value, version }: SavedSkinItem): void {
  const space = client.getQueryData<Space>(queryKeys.spaces.detail(spaceID));
  if (!space) return;
  const item = space[group][property] ?? (group === 'worldSkin' ? OPTIONAL_WORLD_ITEMS[property] : undefined);
  if (!item) return;
  setDetail<Space>(client, queryKeys.spaces.detail(spaceID), {
    ...space,
    [group]: { ...space[group], [property]: { ...item, value, version } },
  });
}

/**
 * Reads the space again after a skin save was refused as stale, so the tab shows the other
 * person's values and versions.
 * @example void rereadSkins(client, 's1');
 */
export function rereadSkins(client: QueryClient, spaceID: string): Promise<void> {
  return client.invalidateQueries({
    queryKey: queryKeys.spaces.detail(spaceID),
  });
}
