export { ManageTemplateDialog, type ManageTemplateDialogProps } from './ManageTemplateDialog';
