export { dayjs } from './dayjs';
export type { Dayjs } from './dayjs';
export { toEpochMs, toIsoSeconds, type Instant } from './instant';
export {
  isValidTimezone,
  resolveTimezone,
  zoneOffsetMinutes,
  wallClock,
  wallTimeToEpochMs,
  zoneAbbreviation,
  guessTimezone,
} from './zone';
export { DATE_FORMAT, DATE_TIME_FORMAT, formatInZone, formatDate, formatDateTimeInZone, toZonedParts } from './format';
export { usageHours, formatDuration, secondsInRoom } from './duration';
export { secondZoneFor } from './viewerZone';
export {
  CHICAGO_TIMEZONE,
  type CalendarDay,
  type ZonedSpan,
  toCalendarDay,
  zonedTimeToIso,
  chicagoEndOfDay,
  chicagoDateString,
  chicagoToday,
  spaceStartOfDay,
  spaceEndOfDay,
  overlapsDay,
} from './days';
export {
  NEW_BOOKING_CAPACITY,
  NEW_BOOKING_GRACE_PERIOD_MINUTES,
  DOORS_OFFSET_MINUTES,
  bookingTime,
  newBookingDefaults,
  defaultDoors,
  shiftBy,
  isLive,
  hasOpened,
  isCapacityLocked,
} from './booking';
