export { SkinPreviewDialog, type SkinPreviewDialogProps } from './SkinPreviewDialog';
