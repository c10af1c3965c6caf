export { LoginActivityDialog, type LoginActivityDialogProps } from './LoginActivityDialog';
