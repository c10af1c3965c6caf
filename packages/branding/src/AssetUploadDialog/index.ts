export { AssetUploadDialog, type AssetUploadDialogProps } from './AssetUploadDialog';
