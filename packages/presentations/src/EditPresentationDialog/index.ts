export { EditPresentationDialog, type EditPresentationDialogProps } from './EditPresentationDialog';
