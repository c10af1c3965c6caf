// @greenroom/bookings: the booking area (list, editor and its tab panels).
export * from './list';
export * from './editor';
export * from './overview';
export * from './guests';
export * from './presenters';
export * from './registration';
export * from './messages';
export * from './attendees';
export * from './email';
export { DateTimeDialog, type DateTimeDialogProps, type ChosenTime } from './DateTimeDialog';
export { bookingTexts } from './texts';
