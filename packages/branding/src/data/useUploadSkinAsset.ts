import { useStaleRecordAlert } from '@greenroom/core';
import type { SkinGroupName } from '@greenroom/core';
import { assetAddressOf } from '@greenroom/core/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingSlice } from '../types';
import { abortable } from './abortable';
import type { CheckedAsset } from './checkAssetFile';
import { skinGroupCall } from './skinGroupCall';
import { rereadSkins, storeSkinValue } from './skinCache';
import { useBrandingApi } from './useBrandingApi';

/** What one upload needs: the checked file, the item it is for, a signal to cancel it and who hears its progress. */
export interface SkinAssetUpload {
  group: SkinGroupName;
  property: string;
  asset: CheckedAsset;
  /** The item's version as read (skinItemVersion): 412 when someone saved it since. */
  version: number;
  signal?: AbortSignal;
  /** Hears the bytes of the file sent so far. */
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * The upload sequence of docs/reference/portal.md §4: request an upload address (folder = the property),
 * PUT the file there (the adapter sends no Authorization header), save the public asset address
 * on the skin item (with its version as read), then update the cached space in place at the next
 * version. A failure or cancel at any step leaves the old asset in place; a 412 (someone else saved
 * the item first) alerts core's staleRecord text and reads the space again.
 * @example useUploadSkinAsset({ spaceID: 's1' }).mutate({ group: 'uiSkin', property: 'thumbnailLogo', asset, version: 2, onProgress: (sent, total) => setShare(sent / total) });
 */
export function useUploadSkinAsset({ spaceID }: { spaceID: string }, api?: BrandingSlice) {
  const { uploads, skins } = useBrandingApi(api);
  const client = useQueryClient();
  const staleAlert = useStaleRecordAlert();
  return useMutation({
    mutationFn: async ({ group, property, asset, version, signal, onProgress }: SkinAssetUpload) => {
      const [target] = await abortable(
        uploads.requestAssetUploads({
          files: [{ name: asset.name, type: asset.type }],
          folderName: property,
          signal,
        }),
        signal,
      );
      if (!target) throw new Error('No upload address was given');
      await abortable(
        uploads.put({
          url: target.url,
          file: asset.file,
          contentType: asset.type,
          signal,
          onProgress,
        }),
        signal,
      );
      const value = assetAddressOf(target.url);
      await skinGroupCall(skins, group)({ spaceID, property, value, version, signal });
      return value;
    },
    onSuccess: (value, { group, property, version }) =>
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
