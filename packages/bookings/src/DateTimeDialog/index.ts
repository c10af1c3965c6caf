export { DateTimeDialog, type DateTimeDialogProps, type ChosenTime } from './DateTimeDialog';
