export { BookingNameDialog, type BookingNameDialogProps } from './BookingNameDialog';
