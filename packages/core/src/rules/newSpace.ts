import type { ZonedDate } from '../entities';
import { isValidTimezone, spaceEndOfDay, spaceStartOfDay, toEpochMs } from '../time';
import { dayIn } from './days';
import { requireName } from './names';

/** Hours a new space may use (the create payload does not carry it). */
export const DEFAULT_MAXIMUM_USER_HOURS = 1000;

/** The parts of a POST /space body the rule reads (the port may come as text from a form). */
export interface NewSpaceInput {
  spaceName: string;
  defaultVideoServer: string;
  defaultVideoServerAppID: string;
  defaultGameServer: string;
  defaultGamePort: number | string;
  startDate: ZonedDate;
  endDate: ZonedDate;
}

/** A new space's fields as stored. */
export interface NewSpaceFields {
  spaceName: string;
  defaultVideoServer: string;
  defaultVideoServerAppID: string;
  defaultGameServer: string;
  defaultGamePort: number;
  startDate: ZonedDate;
  endDate: ZonedDate;
  maximumUserHours: number;
}

/** A checked POST /space body: the fields to store, or the field errors. */
export type CheckedSpace = { ok: true; fields: NewSpaceFields } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Check a new space (docs/reference/portal.md §9): the names and servers are required and trimmed, the game
 * port a whole number 1 to 65535, each date a day in a valid zone, stored as 00:01 on the start
 * day and 23:59 on the end day in that zone, and the end after the start.
 * @example
 * checkNewSpace({ ...input, startDate: { date: '2026-11-21', timezone: 'America/Chicago' } })
 * // { ok: true, fields: { startDate: { date: '2026-11-21T06:01:00Z', timezone: 'America/Chicago' }, ... } }
 */
export function checkNewSpace(input: NewSpaceInput): CheckedSpace {
  const fieldErrors: Record<string, string> = {};
  const text = {} as Record<'spaceName' | 'defaultVideoServer' | 'defaultVideoServerAppID' | 'defaultGameServer', string>;
  for (const field of ['spaceName', 'defaultVideoServer', 'defaultVideoServerAppID', 'defaultGameServer'] as const) {
    const checked = requireName(input[field]);
    if (checked.ok) text[field] = checked.name;
    else fieldErrors[field] = checked.error;
  }
  const port = typeof input.defaultGamePort === 'number' ? input.defaultGamePort : Number(String(input.defaultGamePort).trim() || NaN);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fieldErrors.defaultGamePort = 'Enter a port from 1 to 65535';

  const dates: Partial<Record<'startDate' | 'endDate', ZonedDate>> = {};
  for (const field of ['startDate', 'endDate'] as const) {
    const { date, timezone } = input[field];
    if (!isValidTimezone(timezone)) {
      fieldErrors[field] = 'Please select a timezone';
      continue;
    }
    const day = dayIn(date, timezone);
    if (day === null) {
      fieldErrors[field] = 'Please select a valid date';
      continue;
    }
    dates[field] = { date: field === 'startDate' ? spaceStartOfDay(day, timezone) : spaceEndOfDay(day, timezone), timezone };
  }
  const { startDate, endDate } = dates;
  if (startDate && endDate && (toEpochMs(endDate.date) ?? 0) <= (toEpochMs(startDate.date) ?? 0)) {
    fieldErrors.endDate = 'The end date must be after the start date';
  }
  if (Object.keys(fieldErrors).length > 0 || !startDate || !endDate) return { ok: false, fieldErrors };
  return { ok: true, fields: { ...text, defaultGamePort: port, startDate, endDate, maximumUserHours: DEFAULT_MAXIMUM_USER_HOURS } };
}
