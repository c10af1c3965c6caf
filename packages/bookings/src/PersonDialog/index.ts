export { PersonDialog, type PersonDialogProps, type PersonDialogTexts, type PersonSave } from './PersonDialog';
export { lazyDialog, type LazyDialog, type LazyDialogFrame, type LazyDialogProps } from './lazyDialog';
