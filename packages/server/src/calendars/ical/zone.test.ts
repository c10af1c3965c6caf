import { describe, expect, it } from 'vitest';
import {
  findTransitions,
  formatLocal,
  formatOffset,
  formatUtc,
  isKnownZone,
  standardOffsetSeconds,
  zoneOffsetSeconds,
} from './zone';

describe('zoneOffsetSeconds', () => {
  it('reads winter and summer offsets, including zero and non-hour offsets', () => {
    expect(zoneOffsetSeconds('America/Chicago', Date.UTC(2026, 0, 15))).toBe(-6 * 3600);
    expect(zoneOffsetSeconds('America/Chicago', Date.UTC(2026, 6, 15))).toBe(-5 * 3600);
    expect(zoneOffsetSeconds('UTC', Date.UTC(2026, 6, 15))).toBe(0);
    expect(zoneOffsetSeconds('Europe/London', Date.UTC(2026, 0, 15))).toBe(0);
    expect(zoneOffsetSeconds('Asia/Kathmandu', Date.UTC(2026, 0, 15))).toBe(5 * 3600 + 45 * 60);
    expect(zoneOffsetSeconds('America/St_Johns', Date.UTC(2026, 0, 15))).toBe(-(3 * 3600 + 30 * 60));
  });
});

describe('isKnownZone', () => {
  it('accepts IANA zones and refuses anything else', () => {
    expect(isKnownZone('Europe/Berlin')).toBe(true);
    expect(isKnownZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownZone('')).toBe(false);
  });
});

describe('findTransitions', () => {
  it('finds the 2026 US changes to the minute (8 March and 1 November, 2:00 local)', () => {
    const changes = findTransitions('America/Chicago', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(changes).toEqual([
      { atMs: Date.UTC(2026, 2, 8, 8), fromSeconds: -21600, toSeconds: -18000 },
      { atMs: Date.UTC(2026, 10, 1, 7), fromSeconds: -18000, toSeconds: -21600 },
    ]);
  });

  it('finds the EU changes at 01:00 UTC on the last Sundays of March and October', () => {
    const changes = findTransitions('Europe/Berlin', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(changes.map((change) => change.atMs)).toEqual([Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]);
  });

  it('finds the half-hour shift of Lord Howe Island', () => {
    const changes = findTransitions('Australia/Lord_Howe', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(changes.map((change) => [change.fromSeconds, change.toSeconds])).toEqual([
      [39600, 37800],
      [37800, 39600],
    ]);
  });

  it('finds none in a zone without daylight time', () => {
    expect(findTransitions('Asia/Tokyo', Date.UTC(2026, 0, 1), Date.UTC(2030, 0, 1))).toEqual([]);
  });
});

describe('standardOffsetSeconds', () => {
  it('is the smaller offset in both hemispheres', () => {
    expect(standardOffsetSeconds('America/Chicago', 2026)).toBe(-21600);
    expect(standardOffsetSeconds('Australia/Sydney', 2026)).toBe(36000);
  });
});

describe('formatting', () => {
  it('writes UTC and local DATE-TIME values', () => {
    expect(formatUtc(Date.UTC(2026, 10, 21, 15, 4, 5, 999))).toBe('20261121T150405Z');
    expect(formatLocal('America/Chicago', Date.UTC(2026, 10, 21, 15))).toBe('20261121T090000');
    expect(formatLocal('Asia/Tokyo', Date.UTC(2026, 11, 31, 20))).toBe('20270101T050000');
  });

  it('writes UTC-OFFSET values with a sign, and seconds only when there are some', () => {
    expect(formatOffset(0)).toBe('+0000');
    expect(formatOffset(-21600)).toBe('-0600');
    expect(formatOffset(20700)).toBe('+0545');
    expect(formatOffset(-(3600 + 15 * 60 + 8))).toBe('-011508');
  });
});
