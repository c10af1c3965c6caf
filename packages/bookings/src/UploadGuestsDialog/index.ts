// The public UploadGuestsDialog loads its code on first open; ./UploadGuestsDialog is the dialog itself.
export { LazyUploadGuestsDialog as UploadGuestsDialog } from './LazyUploadGuestsDialog';
export type { UploadGuestsDialogProps } from './UploadGuestsDialog';
