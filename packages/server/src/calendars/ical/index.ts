// A pure RFC 5545 writer for the calendar feed.
export { buildCalendarFeed, PRODUCT_ID } from './feed';
export type { FeedEvent, FeedInput, FeedTime } from './feed';
export { buildGuestEventIcs, GUEST_EVENT_PRODUCT_ID } from './guestEvent';
export type { GuestEvent } from './guestEvent';
export { buildVTimezone } from './vtimezone';
export { CRLF, MAX_LINE_OCTETS, escapeText, foldLine, paramValue, serializeLines } from './text';
export {
  findTransitions,
  formatLocal,
  formatOffset,
  formatUtc,
  formatWallClock,
  isKnownZone,
  standardOffsetSeconds,
  zoneAbbreviation,
  zoneOffsetSeconds,
} from './zone';
export type { ZoneTransition } from './zone';
