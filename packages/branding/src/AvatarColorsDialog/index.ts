export { AvatarColorsDialog, type AvatarColorsDialogProps } from './AvatarColorsDialog';
