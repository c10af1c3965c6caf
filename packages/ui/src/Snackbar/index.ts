export { Snackbar } from './Snackbar';
export type { SnackbarProps } from './Snackbar';
export { useSnackbar } from './useSnackbar';
export type { SnackbarHandle, UseSnackbarOptions } from './useSnackbar';
