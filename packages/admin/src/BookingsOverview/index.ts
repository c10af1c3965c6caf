export { BookingsOverview, type BookingsOverviewProps } from './BookingsOverview';
