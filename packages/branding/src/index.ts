// @greenroom/branding: the Branding tab of the space window.
export { BrandingTab, type BrandingTabProps, type BrandingSection } from './BrandingTab';
export { SkinItemList, type SkinItemListProps } from './SkinItemList';
export { WebThemeControls, type WebThemeControlsProps } from './WebThemeControls';
export { AssetUploadDialog, type AssetUploadDialogProps } from './AssetUploadDialog';
export { SkinValueDialog, type SkinValueDialogProps, type EditableValueType } from './SkinValueDialog';
export { AvatarColorsDialog, type AvatarColorsDialogProps } from './AvatarColorsDialog';
export { SkinPreviewDialog, type SkinPreviewDialogProps } from './SkinPreviewDialog';
export { brandingTexts, brandingTextTable, type BrandingTexts } from './texts';
export { checkAssetFile, type AssetKind, type CheckedAsset } from './data/checkAssetFile';
export type { BrandingSlice } from './types';
