export { CalendarTab } from './CalendarTab';
export type { CalendarTabProps } from './CalendarTab';
