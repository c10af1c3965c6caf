import { toEpochMs, type Instant } from './instant';
import { isValidTimezone, zoneOffsetMinutes } from './zone';

/**
 * The zone to show beside an event's own, or null when there is none to show: the viewer's zone is
 * unknown or invalid, or its wall clock reads the same as the event zone's at that instant (New York
 * and Toronto, or London and Lisbon in winter). The offset is compared at the instant itself, so a
 * daylight-saving change between now and the event is taken into account.
 * @example
 * secondZoneFor('2026-11-21T23:00:00Z', 'America/Los_Angeles', 'America/New_York') // 'America/New_York'
 * secondZoneFor('2026-11-21T23:00:00Z', 'America/New_York', 'America/Toronto') // null
 */
export function secondZoneFor(instant: Instant | null | undefined, eventZone: string, viewerZone: string | null | undefined): string | null {
  const ms = toEpochMs(instant);
  if (ms === null || !viewerZone || viewerZone === eventZone || !isValidTimezone(viewerZone) || !isValidTimezone(eventZone)) return null;
  return zoneOffsetMinutes(ms, viewerZone) === zoneOffsetMinutes(ms, eventZone) ? null : viewerZone;
}
