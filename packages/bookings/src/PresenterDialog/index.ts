export { PresenterDialog, type PresenterDialogProps } from './PresenterDialog';
export { PermissionToggles, type PermissionTogglesProps } from './PermissionToggles';
