/**
 * Offsets and transitions of an IANA zone, read from the runtime's Intl time-zone data (no
 * hand-written tables), and the RFC 5545 date-time forms built on them.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const nameFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(cache: Map<string, Intl.DateTimeFormat>, zone: string, style: 'longOffset' | 'short') {
  let formatter = cache.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style });
    cache.set(zone, formatter);
  }
  return formatter;
}

function zoneNamePart(formatter: Intl.DateTimeFormat, epochMs: number): string {
  return formatter.formatToParts(epochMs).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * True when the runtime knows `zone` as an IANA time zone.
 *
 * @example
 * isKnownZone('America/Chicago') // true
 * isKnownZone('Mars/Olympus')    // false
 */
export function isKnownZone(zone: string): boolean {
  try {
    formatterFor(offsetFormatters, zone, 'longOffset');
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone's UTC offset in seconds at an instant (east of Greenwich is positive).
 *
 * @example
 * zoneOffsetSeconds('America/Chicago', Date.UTC(2026, 0, 15)) // -21600
 */
export function zoneOffsetSeconds(zone: string, epochMs: number): number {
  const text = zoneNamePart(formatterFor(offsetFormatters, zone, 'longOffset'), epochMs);
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?$/.exec(text);
  if (!match) throw new Error(`Unreadable offset "${text}" for time zone ${zone}`);
  if (!match[1]) return 0;
  const seconds = Number(match[2]) * 3600 + Number(match[3] ?? 0) * 60 + Number(match[4] ?? 0);
  return match[1] === '-' ? -seconds : seconds;
}

/**
 * The zone's short name at an instant as the runtime spells it in English ('CDT', 'GMT+1').
 *
 * @example
 * zoneAbbreviation('America/Chicago', Date.UTC(2026, 6, 1)) // 'CDT'
 */
export function zoneAbbreviation(zone: string, epochMs: number): string {
  return zoneNamePart(formatterFor(nameFormatters, zone, 'short'), epochMs);
}

/** One change of a zone's offset: at `atMs` the offset goes from `fromSeconds` to `toSeconds`. */
export interface ZoneTransition {
  atMs: number;
  fromSeconds: number;
  toSeconds: number;
}

/**
 * Every offset change of a zone in [startMs, endMs), found by stepping a day at a time and
 * bisecting each change to the minute. (Two changes less than a day apart would be missed; no
 * zone has had such a pair in the modern era.)
 *
 * @example
 * findTransitions('America/Chicago', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)).length // 2
 */
export function findTransitions(zone: string, startMs: number, endMs: number): ZoneTransition[] {
  const transitions: ZoneTransition[] = [];
  let before = startMs;
  let beforeOffset = zoneOffsetSeconds(zone, before);
  while (before < endMs) {
    const after = Math.min(before + DAY_MS, endMs);
    const afterOffset = zoneOffsetSeconds(zone, after);
    if (afterOffset !== beforeOffset) {
      // Smallest whole minute in (before, after] that already has the new offset.
      let low = Math.floor(before / MINUTE_MS);
      let high = Math.ceil(after / MINUTE_MS);
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (zoneOffsetSeconds(zone, middle * MINUTE_MS) === beforeOffset) low = middle;
        else high = middle;
      }
      transitions.push({ atMs: high * MINUTE_MS, fromSeconds: beforeOffset, toSeconds: afterOffset });
    }
    before = after;
    beforeOffset = afterOffset;
  }
  return transitions;
}

/**
 * The zone's standard offset in a year: the smaller of its mid-January and mid-July offsets,
 * so a larger offset that year is daylight time, in either hemisphere.
 *
 * @example
 * standardOffsetSeconds('Australia/Sydney', 2026) // 36000
 */
export function standardOffsetSeconds(zone: string, year: number): number {
  return Math.min(
    zoneOffsetSeconds(zone, Date.UTC(year, 0, 15)),
    zoneOffsetSeconds(zone, Date.UTC(year, 6, 15)),
  );
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function basicDateTime(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

/**
 * An instant as an RFC 5545 UTC DATE-TIME ('20261121T150000Z'); milliseconds are dropped.
 *
 * @example
 * formatUtc(Date.UTC(2026, 10, 21, 15)) // '20261121T150000Z'
 */
export function formatUtc(epochMs: number): string {
  return `${basicDateTime(new Date(epochMs))}Z`;
}

/**
 * An instant as the zone's local wall-clock DATE-TIME ('20261121T090000'), for use with TZID.
 *
 * @example
 * formatLocal('America/Chicago', Date.UTC(2026, 10, 21, 15)) // '20261121T090000'
 */
export function formatLocal(zone: string, epochMs: number): string {
  return formatWallClock(epochMs, zoneOffsetSeconds(zone, epochMs));
}

/**
 * An instant as the wall-clock DATE-TIME of a given offset ('20260308T020000').
 *
 * @example
 * formatWallClock(Date.UTC(2026, 2, 8, 8), -21600) // '20260308T020000'
 */
export function formatWallClock(epochMs: number, offsetSeconds: number): string {
  return basicDateTime(new Date(epochMs + offsetSeconds * 1000));
}

/**
 * An offset as an RFC 5545 UTC-OFFSET ('-0600', '+0545', '+0000'; seconds only when present).
 *
 * @example
 * formatOffset(-21600) // '-0600'
 */
export function formatOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const total = Math.abs(offsetSeconds);
  const seconds = total % 60;
  const hhmm = `${pad(Math.floor(total / 3600))}${pad(Math.floor((total % 3600) / 60))}`;
  return `${sign}${hhmm}${seconds ? pad(seconds) : ''}`;
}
