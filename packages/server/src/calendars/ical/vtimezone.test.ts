import ical, { type TimeZoneDef, type VTimeZone } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { serializeLines } from './text';
import { buildVTimezone } from './vtimezone';

/** Parses a VTIMEZONE with node-ical and returns its observances in order. */
function parseObservances(zone: string, fromYear: number, toYear: number) {
  const text = serializeLines(['BEGIN:VCALENDAR', 'VERSION:2.0', ...buildVTimezone(zone, fromYear, toYear), 'END:VCALENDAR']);
  const component = Object.values(ical.sync.parseICS(text)).find(
    (entry): entry is VTimeZone => entry?.type === 'VTIMEZONE',
  );
  if (!component) throw new Error('no VTIMEZONE parsed');
  const observances = Object.values(component).filter(
    (value): value is TimeZoneDef => typeof value === 'object' && value !== null && 'tzoffsetto' in value,
  );
  return { tzid: component.tzid, observances };
}

describe('buildVTimezone', () => {
  it('describes Chicago in 2026: the offset on entry, then DAYLIGHT on 8 March and STANDARD on 1 November', () => {
    const lines = buildVTimezone('America/Chicago', 2026, 2026);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VTIMEZONE', 'TZID:America/Chicago']);
    expect(lines.at(-1)).toBe('END:VTIMEZONE');
    const { tzid, observances } = parseObservances('America/Chicago', 2026, 2026);
    expect(tzid).toBe('America/Chicago');
    expect(observances.map((o) => [o.type, o.tzoffsetfrom, o.tzoffsetto, o.tzname])).toEqual([
      ['STANDARD', '-0600', '-0600', 'CST'],
      ['DAYLIGHT', '-0600', '-0500', 'CDT'],
      ['STANDARD', '-0500', '-0600', 'CST'],
    ]);
    // DTSTART is the local time before the change (2:00 on both days).
    expect(lines).toContain('DTSTART:20260308T020000');
    expect(lines).toContain('DTSTART:20261101T020000');
  });

  it('covers every year of the range', () => {
    const { observances } = parseObservances('Europe/Berlin', 2026, 2028);
    expect(observances).toHaveLength(1 + 2 * 3);
    expect(buildVTimezone('Europe/Berlin', 2026, 2028)).toEqual(
      expect.arrayContaining(['DTSTART:20270328T020000', 'DTSTART:20281029T030000']),
    );
  });

  it('marks the southern summer as DAYLIGHT (Sydney)', () => {
    const { observances } = parseObservances('Australia/Sydney', 2026, 2026);
    expect(observances.map((o) => [o.type, o.tzoffsetto])).toEqual([
      ['DAYLIGHT', '+1100'],
      ['STANDARD', '+1000'],
      ['DAYLIGHT', '+1100'],
    ]);
  });

  it('gives a zone without daylight time one STANDARD observance', () => {
    const { observances } = parseObservances('Asia/Kathmandu', 2026, 2027);
    expect(observances.map((o) => [o.type, o.tzoffsetfrom, o.tzoffsetto])).toEqual([['STANDARD', '+0545', '+0545']]);
  });
});
