export { AttendeeInfoDialog, type AttendeeInfoDialogProps } from './AttendeeInfoDialog';
