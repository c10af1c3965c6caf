export { SendEmailDialog, type SendEmailDialogProps } from './SendEmailDialog';
