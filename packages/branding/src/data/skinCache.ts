import { queryKeys, setDetail, type SkinGroupName, type SkinValue, type Space } from '@greenroom/core';
import { OPTIONAL_WORLD_ITEMS } from '@greenroom/core/rules';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Updates the cached space in place after a skin item was saved (the item is added when it was
 * one of the defaults the space lacked).
 * @example storeSkinValue(client, 's1', 'uiSkin', 'primaryColor', '#FF0000');
 */
export function storeSkinValue(client: QueryClient, spaceID: string, group: SkinGroupName, property: string, value: SkinValue): void {
  const space = client.getQueryData<Space>(queryKeys.spaces.detail(spaceID));
  if (!space) return;
  const item = space[group][property] ?? (group === 'worldSkin' ? OPTIONAL_WORLD_ITEMS[property] : undefined);
  if (!item) return;
  setDetail<Space>(client, queryKeys.spaces.detail(spaceID), { ...space, [group]: { ...space[group], [property]: { ...item, value } } });
}
