export { CreatePresentationDialog, type CreatePresentationDialogProps } from './CreatePresentationDialog';
