export { AttendeeDialog, type AttendeeDialogProps } from './AttendeeDialog';
