// @greenroom/calendars: the Calendar tab of the space window.
export { CalendarTab, type CalendarTabProps } from './CalendarTab';
export { CalendarList, type CalendarListProps } from './CalendarList';
export { CalendarDetail, type CalendarDetailProps } from './CalendarDetail';
export { NameCalendarDialog, type NameCalendarDialogProps } from './NameCalendarDialog';
export { DeleteCalendarDialog, type DeleteCalendarDialogProps } from './DeleteCalendarDialog';
export { calendarTexts, calendarTextTable, type CalendarTexts } from './texts';
export { calendarUrl, webcalUrl } from './data/calendarUrl';
export type { CalendarsSlice } from './types';
