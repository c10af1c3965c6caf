export { StaticCalendar } from './StaticCalendar';
export type { StaticCalendarProps } from './StaticCalendar';
