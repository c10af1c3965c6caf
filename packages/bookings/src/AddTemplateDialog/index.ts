export { AddTemplateDialog, type AddTemplateDialogProps } from './AddTemplateDialog';
