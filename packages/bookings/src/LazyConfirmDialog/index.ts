export { LazyConfirmDialog, type LazyConfirmDialogProps } from './LazyConfirmDialog';
