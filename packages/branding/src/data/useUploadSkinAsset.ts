import type { SkinGroupName } from '@greenroom/core';
import { assetAddressOf } from '@greenroom/core/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingSlice } from '../types';
import { abortable } from './abortable';
import type { CheckedAsset } from './checkAssetFile';
import { skinGroupCall } from './skinGroupCall';
import { storeSkinValue } from './skinCache';
import { useBrandingApi } from './useBrandingApi';

/** What one upload needs: the checked file, the item it is for, a signal to cancel it and who hears its progress. */
export interface SkinAssetUpload {
  group: SkinGroupName;
  property: string;
  asset: CheckedAsset;
  signal?: AbortSignal;
  /** Hears the bytes of the file sent so far. */
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * The upload sequence of docs/reference/portal.md §4: request an upload address (folder = the property),
 * PUT the file there (the adapter sends no Authorization header), save the public asset address
 * on the skin item, then update the cached space in place. A failure or cancel at any step leaves
 * the old asset in place.
 * @example useUploadSkinAsset({ spaceID: 's1' }).mutate({ group: 'uiSkin', property: 'thumbnailLogo', asset, onProgress: (sent, total) => setShare(sent / total) });
 */
export function useUploadSkinAsset({ spaceID }: { spaceID: string }, api?: BrandingSlice) {
  const { uploads, skins } = useBrandingApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ group, property, asset, signal, onProgress }: SkinAssetUpload) => {
      const [target] = await abortable(uploads.requestAssetUploads({ files: [{ name: asset.name, type: asset.type }], folderName: property, signal }), signal);
      if (!target) throw new Error('No upload address was given');
      await abortable(uploads.put({ url: target.url, file: asset.file, contentType: asset.type, signal, onProgress }), signal);
      const value = assetAddressOf(target.url);
      await skinGroupCall(skins, group)({ spaceID, property, value, signal });
      return value;
    },
    onSuccess: (value, { group, property }) => storeSkinValue(client, spaceID, group, property, value),
  });
}
