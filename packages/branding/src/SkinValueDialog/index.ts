export { SkinValueDialog, type SkinValueDialogProps, type EditableValueType } from './SkinValueDialog';
