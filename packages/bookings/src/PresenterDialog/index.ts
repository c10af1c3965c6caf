// The public PresenterDialog loads its code on first open; ./PresenterDialog is the dialog itself.
export { LazyPresenterDialog as PresenterDialog } from './LazyPresenterDialog';
export type { PresenterDialogProps } from './PresenterDialog';
export { PermissionToggles, type PermissionTogglesProps } from './PermissionToggles';
