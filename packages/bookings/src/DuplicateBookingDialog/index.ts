export { DuplicateBookingDialog, type DuplicateBookingDialogProps } from './DuplicateBookingDialog';
