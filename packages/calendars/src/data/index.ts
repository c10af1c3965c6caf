export { useCalendarsApi } from "./useCalendarsApi";
export { useCalendarList } from "./useCalendarList";
export { useCalendar } from "./useCalendar";
export { useCreateCalendar } from "./useCreateCalendar";
export { useRenameCalendar } from "./useRenameCalendar";
export { useDeleteCalendar } from "./useDeleteCalendar";
export { useRegenerateCalendarUrl } from "./useRegenerateCalendarUrl";
export {
  useCalendarSelection,
  CALENDARS_FEATURE,
} from "./useCalendarSelection";
export { storeCalendar, forgetCalendar } from "./calendarCache";
export { serverFieldError } from "./serverFieldError";
