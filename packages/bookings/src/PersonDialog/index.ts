export { PersonDialog, type PersonDialogProps, type PersonDialogTexts, type PersonSave } from './PersonDialog';
