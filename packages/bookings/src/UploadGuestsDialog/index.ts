export { UploadGuestsDialog, type UploadGuestsDialogProps } from './UploadGuestsDialog';
