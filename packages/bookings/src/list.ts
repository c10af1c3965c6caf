// @greenroom/bookings/list: the bookings list of a space, embeddable on its own.
export { BookingsList, type BookingsListProps } from './BookingsList';
export { BookingNameDialog, type BookingNameDialogProps } from './BookingNameDialog';
export type { BookingsListSlice } from './types';
