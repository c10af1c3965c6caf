export { DeletePresentationDialog, type DeletePresentationDialogProps } from './DeletePresentationDialog';
