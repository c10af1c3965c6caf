import type { SkinItem, ZonedDate } from '../entities';
import { CHICAGO_TIMEZONE, chicagoEndOfDay, overlapsDay, toEpochMs, type CalendarDay, type ZonedSpan } from '../time';
import { DEFAULT_SERVER_OPTIONS } from './serverOptions';
import { dayIn } from './days';
import { DATE_MESSAGE, isIsoDateOrDateTime } from './textInput';

/**
 * What Create a Space is prefilled with (docs/reference/portal.md §2, §9): the public video server and its
 * app id, the public game server host and port 443.
 * @example NEW_SPACE_DEFAULTS.defaultGamePort // 443
 */
export const NEW_SPACE_DEFAULTS = {
  defaultVideoServer: DEFAULT_SERVER_OPTIONS.video['Public Cloud'].url,
  defaultVideoServerAppID: DEFAULT_SERVER_OPTIONS.video['Public Cloud'].appID,
  defaultGameServer: DEFAULT_SERVER_OPTIONS.game['Public Server'].url,
  defaultGamePort: 443,
} as const;

/**
 * Bookings Overview (docs/reference/portal.md §9): the bookings overlapping 00:01–23:59 of `day` in each
 * booking's own zone, newest start first.
 * @example bookingsOnDay(bookings, '2026-11-21').map((b) => b.bookingID) // ['booking-1', 'booking-4']
 */
export function bookingsOnDay<T extends ZonedSpan>(bookings: readonly T[], day: CalendarDay): T[] {
  return bookings
    .filter((booking) => overlapsDay(booking, day))
    .sort((a, b) => (toEpochMs(b.start.time) ?? 0) - (toEpochMs(a.start.time) ?? 0));
}

/**
 * Usage repair: the attendance records still open (no exit time: an empty endTime).
 * @example openAttendance([{ endTime: '' }, { endTime: '2026-11-21T16:00:00Z' }]).length // 1
 */
export function openAttendance<T extends { endTime: string | null | undefined }>(records: readonly T[]): T[] {
  return records.filter((record) => !record.endTime);
}

/** The checked bulk end-time update: the new end of every listed space, or the field errors. */
export type CheckedEndTimeUpdate = { ok: true; endDate: string } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Space End Time Update (docs/reference/portal.md §5): at least one space and a date; the end is 23:59:59 in
 * America/Chicago on the chosen day (a 'YYYY-MM-DD' day or an ISO instant read in Chicago).
 * @example checkEndTimeUpdate({ spaceIDArr: ['s1'], endTime: '2026-11-21' }) // { ok: true, endDate: '2026-11-22T05:59:59Z' }
 * @example checkEndTimeUpdate({ spaceIDArr: ['s1'], endTime: '' }) // { ok: false, fieldErrors: { endTime: 'Please select an end date' } }
 * @example checkEndTimeUpdate({ spaceIDArr: ['s1'], endTime: '9999-12-31' }).ok // false (DATE_MESSAGE)
 */
export function checkEndTimeUpdate({ spaceIDArr, endTime }: { spaceIDArr: readonly string[]; endTime: string }): CheckedEndTimeUpdate {
  const fieldErrors: Record<string, string> = {};
  if (spaceIDArr.length === 0) fieldErrors.spaceIDArr = 'Required';
  // A text that is no real date in range (year 0000, 9999-12-31, 2026-02-30) is refused as the schema refuses it.
  const blank = endTime.trim() === '';
  const day = blank || !isIsoDateOrDateTime(endTime) ? null : dayIn(endTime, CHICAGO_TIMEZONE);
  if (day === null) fieldErrors.endTime = blank ? 'Please select an end date' : DATE_MESSAGE;
  if (day === null || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, endDate: chicagoEndOfDay(day) };
}

/**
 * The message when the new end falls on or before a space's start (nothing is changed then), else null.
 * @example endBeforeStart({ date: '2026-12-01T06:01:00Z', timezone: 'UTC' }, '2026-11-22T05:59:59Z', 'Hall') // 'The end time is before the start of Hall'
 */
export function endBeforeStart(startDate: ZonedDate | undefined, endDate: string, spaceName: string): string | null {
  const start = toEpochMs(startDate?.date);
  const end = toEpochMs(endDate);
  if (start === null || end === null || end > start) return null;
  return `The end time is before the start of ${spaceName}`;
}

/**
 * Space/worlds repair (docs/reference/portal.md §2, §8): the item a space gets back is a copy of its world's
 * item with the world's value (a value the client sends is ignored); null when the world lacks the
 * property or has no value for it (then nothing changes and the caller answers 404).
 * @example worldRepairItem({ property: 'floorColor', label: 'Floor Color', type: 'SingleColor', value: '#2E7D32' })?.value // '#2E7D32'
 * @example worldRepairItem(undefined) // null
 */
export function worldRepairItem(worldItem: SkinItem | undefined): SkinItem | null {
  if (!worldItem || worldItem.value === undefined || worldItem.value === null) return null;
  return structuredClone(worldItem);
}
