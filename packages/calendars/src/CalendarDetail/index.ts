export { CalendarDetail } from './CalendarDetail';
export type { CalendarDetailProps } from './CalendarDetail';
