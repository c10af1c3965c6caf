export { BookingsList, type BookingsListProps } from './BookingsList';
