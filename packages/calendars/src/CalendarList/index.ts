export { CalendarList } from './CalendarList';
export type { CalendarListProps } from './CalendarList';
