// @greenroom/bookings/editor: the booking edit view (header + tabs as data).
export { BookingEditor, type BookingEditorProps, bookingEditorTabs, type EditorTab, type EditorPanelProps } from './BookingEditor';
export { DuplicateBookingDialog, type DuplicateBookingDialogProps } from './DuplicateBookingDialog';
export type { BookingEditorSlice } from './types';
