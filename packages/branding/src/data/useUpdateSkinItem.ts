import type { SkinGroupName, SkinValue } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingSlice } from '../types';
import { skinGroupCall } from './skinGroupCall';
import { storeSkinValue } from './skinCache';
import { useBrandingApi } from './useBrandingApi';

/** One skin item to save. */
export interface SkinItemChange {
  group: SkinGroupName;
  property: string;
  value: SkinValue;
}

/**
 * PUT /skin/{ui|world|avatar|email} with one item's new value; on success the cached space is
 * updated in place (the value changes only after the save succeeded).
 * @example useUpdateSkinItem({ spaceID: 's1' }).mutate({ group: 'uiSkin', property: 'theme', value: 'light' });
 */
export function useUpdateSkinItem({ spaceID }: { spaceID: string }, api?: BrandingSlice) {
  const { skins } = useBrandingApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ group, property, value }: SkinItemChange) => skinGroupCall(skins, group)({ spaceID, property, value }),
    onSuccess: (_answer, { group, property, value }) => storeSkinValue(client, spaceID, group, property, value),
  });
}
