export { useBrandingApi } from './useBrandingApi';
export { useBrandingSpace } from './useBrandingSpace';
export { useSessionIdentity, type SessionIdentity } from './useSessionIdentity';
export { useUpdateSkinItem, type SkinItemChange } from './useUpdateSkinItem';
export { useUploadSkinAsset, type SkinAssetUpload } from './useUploadSkinAsset';
export { checkAssetFile, type AssetKind, type CheckedAsset } from './checkAssetFile';
export { storeSkinValue, rereadSkins, type SavedSkinItem } from './skinCache';
export { skinItemVersion } from './skinItemVersion';
