// The public AttendeeDialog loads its code on first open; ./AttendeeDialog is the dialog itself.
export { LazyAttendeeDialog as AttendeeDialog } from './LazyAttendeeDialog';
export type { AttendeeDialogProps } from './AttendeeDialog';
