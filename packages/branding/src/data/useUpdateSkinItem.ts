import { useStaleRecordAlert } from '@greenroom/core';
import type { SkinGroupName, SkinValue } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingSlice } from '../types';
import { skinGroupCall } from './skinGroupCall';
import { rereadSkins, storeSkinValue } from './skinCache';
import { useBrandingApi } from './useBrandingApi';

/** One skin item to save. */
export interface SkinItemChange {
  group: SkinGroupName;
  property: string;
  value: SkinValue;
  /** The item's version as read (skinItemVersion): 412 when someone saved it since. */
  version: number;
}

/**
 * PUT /skin/{ui|world|avatar|email} with one item's new value and its version as read; on success
 * the cached space is updated in place at the next version (the value changes only after the save
 * succeeded). A 412 (someone else saved the item first) alerts core's staleRecord text and reads
 * the space again.
 * @example useUpdateSkinItem({ spaceID: 's1' }).mutate({ group: 'uiSkin', property: 'theme', value: 'light', version: 2 });
 */
export function useUpdateSkinItem({ spaceID }: { spaceID: string }, api?: BrandingSlice) {
  const { skins } = useBrandingApi(api);
  const client = useQueryClient();
  const staleAlert = useStaleRecordAlert();
  return useMutation({
    mutationFn: ({ group, property, value, version }: SkinItemChange) => skinGroupCall(skins, group)({ spaceID, property, value, version }),
    onSuccess: (_answer, { group, property, value, version }) =>
      storeSkinValue(client, spaceID, {
        group,
        property,
        value,
        version: version + 1,
      }),
    onError: (error) => {
      if (staleAlert(error)) void rereadSkins(client, spaceID);
    },
  });
}
