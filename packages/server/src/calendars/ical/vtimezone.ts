import { escapeText } from './text';
import {
  findTransitions,
  formatLocal,
  formatOffset,
  formatWallClock,
  standardOffsetSeconds,
  zoneAbbreviation,
  zoneOffsetSeconds,
} from './zone';

const DAY_MS = 86_400_000;

function observance(
  kind: 'STANDARD' | 'DAYLIGHT',
  localStart: string,
  fromSeconds: number,
  toSeconds: number,
  name: string,
): string[] {
  const lines = [
    `BEGIN:${kind}`,
    `DTSTART:${localStart}`,
    `TZOFFSETFROM:${formatOffset(fromSeconds)}`,
    `TZOFFSETTO:${formatOffset(toSeconds)}`,
  ];
  if (name) lines.push(`TZNAME:${escapeText(name)}`);
  lines.push(`END:${kind}`);
  return lines;
}

function kindOf(zone: string, epochMs: number, offsetSeconds: number): 'STANDARD' | 'DAYLIGHT' {
  const year = new Date(epochMs).getUTCFullYear();
  return offsetSeconds > standardOffsetSeconds(zone, year) ? 'DAYLIGHT' : 'STANDARD';
}

/**
 * The VTIMEZONE component (as unfolded content lines) of an IANA zone covering the years
 * `fromYear` to `toYear`: one observance for the offset in force when the range opens, then one
 * STANDARD or DAYLIGHT observance per offset change inside it, each with its own DTSTART (local
 * time before the change, as RFC 5545 §3.6.5 requires). Transitions come from the runtime's
 * Intl zone data.
 *
 * @example
 * buildVTimezone('America/Chicago', 2026, 2026)
 * // ['BEGIN:VTIMEZONE', 'TZID:America/Chicago', 'BEGIN:STANDARD', 'DTSTART:20251231T180000', ...]
 */
export function buildVTimezone(zone: string, fromYear: number, toYear: number): string[] {
  // A day of margin on each side so that events on 1 January and 31 December in any zone are
  // covered whatever their offset.
  const startMs = Date.UTC(fromYear, 0, 1) - DAY_MS;
  const endMs = Date.UTC(toYear + 1, 0, 1) + DAY_MS;
  const initialOffset = zoneOffsetSeconds(zone, startMs);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  lines.push(
    ...observance(
      kindOf(zone, startMs, initialOffset),
      formatLocal(zone, startMs),
      initialOffset,
      initialOffset,
      zoneAbbreviation(zone, startMs),
    ),
  );
  for (const change of findTransitions(zone, startMs, endMs)) {
    lines.push(
      ...observance(
        kindOf(zone, change.atMs, change.toSeconds),
        formatWallClock(change.atMs, change.fromSeconds),
        change.fromSeconds,
        change.toSeconds,
        zoneAbbreviation(zone, change.atMs),
      ),
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
