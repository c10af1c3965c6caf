export { UploadSlidesDialog, type UploadSlidesDialogProps } from './UploadSlidesDialog';
