import type { Dayjs } from './dayjs';
import { zonedDayjs as dayjs } from './zonedDayjs';

const DAY_MS = 86_400_000;

/** Answers of isValidTimezone by name. */
const zoneValidity = new Map<string, boolean>();

/**
 * True when the runtime knows the IANA zone name.
 * @example isValidTimezone('America/Chicago') // true
 * @example isValidTimezone('Mars/Base') // false
 */
export function isValidTimezone(timezone: string): boolean {
  if (timezone.trim() === '') return false;
  const known = zoneValidity.get(timezone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    valid = true;
  } catch {
    valid = false;
  }
  // Building a DateTimeFormat is slow (about a tenth of a cold space window's script time went
  // here, issue 31) and the answer for a name never changes while the page lives; the names asked
  // are the few zones of the data on screen (the map stays small; junk input is bounded below).
  if (zoneValidity.size < 1000) zoneValidity.set(timezone, valid);
  return valid;
}

/**
 * The zone to use: a blank zone means UTC; an unknown zone throws a clear RangeError.
 * @example resolveTimezone('') // 'UTC'
 */
export function resolveTimezone(timezone: string | null | undefined): string {
  const zone = (timezone ?? '').trim();
  if (zone === '') return 'UTC';
  if (!isValidTimezone(zone)) throw new RangeError(`Unknown timezone "${zone}"`);
  return zone;
}

/** One en-US 24-hour formatter per zone, reading the zone's wall clock as numbers. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(zone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    wallClockFormats.set(zone, format);
  }
  return format;
}

/**
 * Offset of the zone from UTC at that instant, in minutes (e.g. -360 for CST).
 * @example zoneOffsetMinutes(Date.UTC(2026, 10, 21), 'America/Chicago') // -360
 */
export function zoneOffsetMinutes(ms: number, timezone: string): number {
  const zone = resolveTimezone(timezone);
  if (zone === 'UTC') return 0;
  // The zone's wall clock read through one cached formatter per zone, minus the instant. dayjs's
  // tz() did the same through toLocaleString, which builds a formatter on every call: a third of a
  // cold space window's script time (issue 31).
  const parts = wallClockFormat(zone).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  const wholeSeconds = ms - (((ms % 1000) + 1000) % 1000);
  return Math.round((wall - wholeSeconds) / 60_000);
}

/**
 * The zone's wall clock at that instant, as a UTC-mode dayjs (so no machine-zone DST can shift it). Format it with tokens that do not print an offset.
 * @example wallClock(Date.UTC(2026, 10, 21, 21), 'America/Chicago').format('HH:mm') // '15:00'
 */
export function wallClock(ms: number, timezone: string): Dayjs {
  return dayjs.utc(ms + zoneOffsetMinutes(ms, timezone) * 60_000);
}

/**
 * Epoch ms of a wall-clock time ('YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss', a 'T' separator is
 * accepted) in a zone; null when it is not a real calendar date and time. In the hour a DST jump
 * skips, the time moves forward by the jump (as clocks do); in the repeated hour of a fall-back
 * the first occurrence is used.
 * @example wallTimeToEpochMs('2026-03-08 00:01', 'America/Chicago') // Date.UTC(2026, 2, 8, 6, 1)
 */
export function wallTimeToEpochMs(wallTime: string, timezone: string): number | null {
  const text = wallTime.trim().replace('T', ' ');
  const hasSeconds = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text);
  if (!hasSeconds && !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text)) return null;
  const asUtc = dayjs.utc(text);
  if (!asUtc.isValid() || asUtc.format(hasSeconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm') !== text) {
    return null;
  }
  const zone = resolveTimezone(timezone);
  // Like dayjs.tz(string) but on Intl offsets only: dayjs's own result object can be shifted by
  // an hour when the machine's zone has a DST change near that instant.
  const local = asUtc.valueOf();
  const offsets = new Set([DAY_MS, 0, -DAY_MS].map((shift) => zoneOffsetMinutes(local + shift, zone)));
  const matches = [...offsets]
    .map((offset) => local - offset * 60_000)
    .filter((candidate) => zoneOffsetMinutes(candidate, zone) * 60_000 === local - candidate);
  if (matches.length > 0) return Math.min(...matches);
  // Skipped by a forward jump: read it with the offset from before the jump.
  return local - Math.min(...offsets) * 60_000;
}

const abbreviationFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Short zone name at that instant as the en-US locale prints it ('CST', 'CDT', 'EST', 'GMT+1').
 * @example zoneAbbreviation(Date.UTC(2026, 10, 21), 'America/Chicago') // 'CST'
 */
export function zoneAbbreviation(ms: number, timezone: string): string {
  const zone = resolveTimezone(timezone);
  let format = abbreviationFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' });
    abbreviationFormats.set(zone, format);
  }
  return format.formatToParts(new Date(ms)).find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/**
 * The browser's (or server's) IANA zone, the default for new bookings and spaces.
 * @example guessTimezone() // 'America/Chicago'
 */
export function guessTimezone(): string {
  // One default formatter for the page: building it is the slow part (dayjs's guess built one per
  // call, and every booking row asks).
  defaultFormat ??= new Intl.DateTimeFormat();
  return defaultFormat.resolvedOptions().timeZone || 'UTC';
}

let defaultFormat: Intl.DateTimeFormat | undefined;
