import { toEpochMs, toIsoSeconds } from './instant';
import {
  guessTimezone,
  isValidTimezone,
  resolveTimezone,
  wallClock,
  wallTimeToEpochMs,
  zoneAbbreviation,
  zoneOffsetMinutes,
} from './zone';

describe('instants', () => {
  it('reads ISO strings, epoch ms and Dates; empty or invalid is null', () => {
    expect(toEpochMs('2026-11-21T21:00:00Z')).toBe(Date.UTC(2026, 10, 21, 21));
    expect(toEpochMs('2026-11-21T15:00:00-06:00')).toBe(Date.UTC(2026, 10, 21, 21));
    expect(toEpochMs(Date.UTC(2026, 0, 1))).toBe(Date.UTC(2026, 0, 1));
    expect(toEpochMs(new Date(Date.UTC(2026, 0, 1)))).toBe(Date.UTC(2026, 0, 1));
    expect(toEpochMs('')).toBeNull();
    expect(toEpochMs('not a date')).toBeNull();
    expect(toEpochMs(Number.NaN)).toBeNull();
    expect(toIsoSeconds(Date.UTC(2026, 10, 21, 21, 0, 5, 999))).toBe('2026-11-21T21:00:05Z');
  });
});

describe('zones', () => {
  it('knows valid zone names', () => {
    expect(isValidTimezone('America/Chicago')).toBe(true);
    expect(isValidTimezone('Mars/Base')).toBe(false);
    expect(isValidTimezone('')).toBe(false);
    expect(resolveTimezone(' ')).toBe('UTC');
    expect(() => resolveTimezone('Mars/Base')).toThrow('Unknown timezone "Mars/Base"');
  });

  it('gives offsets and abbreviations on both sides of DST', () => {
    expect(zoneOffsetMinutes(Date.UTC(2026, 10, 21), 'America/Chicago')).toBe(-360);
    expect(zoneOffsetMinutes(Date.UTC(2026, 6, 1), 'America/Chicago')).toBe(-300);
    expect(zoneOffsetMinutes(Date.UTC(2026, 6, 1), 'Asia/Kolkata')).toBe(330);
    expect(zoneAbbreviation(Date.UTC(2026, 10, 21), 'America/Chicago')).toBe('CST');
    expect(zoneAbbreviation(Date.UTC(2026, 6, 1), 'America/Chicago')).toBe('CDT');
    expect(zoneAbbreviation(Date.UTC(2026, 6, 1), 'America/New_York')).toBe('EDT');
  });

  it('guesses a valid zone', () => {
    expect(isValidTimezone(guessTimezone())).toBe(true);
  });
});

describe('wallTimeToEpochMs', () => {
  it('reads wall times on DST days in Chicago', () => {
    // 2026-03-08: clocks jump 02:00 → 03:00; 2026-11-01: 02:00 → 01:00.
    expect(wallTimeToEpochMs('2026-03-08 00:01', 'America/Chicago')).toBe(Date.UTC(2026, 2, 8, 6, 1));
    expect(wallTimeToEpochMs('2026-03-08 23:59', 'America/Chicago')).toBe(Date.UTC(2026, 2, 9, 4, 59));
    expect(wallTimeToEpochMs('2026-11-01 00:01', 'America/Chicago')).toBe(Date.UTC(2026, 10, 1, 5, 1));
    expect(wallTimeToEpochMs('2026-11-01 23:59', 'America/Chicago')).toBe(Date.UTC(2026, 10, 2, 5, 59));
  });

  it('moves a skipped time forward and takes the first of a repeated time', () => {
    expect(wallTimeToEpochMs('2026-03-08 02:30', 'America/Chicago')).toBe(Date.UTC(2026, 2, 8, 8, 30)); // 03:30 CDT
    expect(wallTimeToEpochMs('2026-11-01 01:30', 'America/Chicago')).toBe(Date.UTC(2026, 10, 1, 6, 30)); // 01:30 CDT
    expect(wallTimeToEpochMs('2026-10-25T02:30', 'Europe/Berlin')).toBe(Date.UTC(2026, 9, 25, 0, 30)); // 02:30 CEST
  });

  it('refuses impossible dates and other shapes', () => {
    expect(wallTimeToEpochMs('2026-02-30 10:00', 'UTC')).toBeNull();
    expect(wallTimeToEpochMs('2026-11-21 24:00', 'UTC')).toBeNull();
    expect(wallTimeToEpochMs('11/21/2026 10:00', 'UTC')).toBeNull();
    expect(wallTimeToEpochMs('2026-11-21 10:00:07', 'UTC')).toBe(Date.UTC(2026, 10, 21, 10, 0, 7));
  });
});

describe('independence from the machine zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(['Europe/Berlin', 'America/Chicago', 'Australia/Lord_Howe'])('gives the same answers when the machine runs in %s', (machineZone) => {
    process.env.TZ = machineZone;
    if (machineZone === 'Europe/Berlin') {
      // The machine's clock really changed zone: 02:30 does not exist in Berlin on this day.
      expect(new Date(2026, 2, 29, 2, 30).getHours()).toBe(3);
    }
    // 01:30Z on Berlin's spring-forward day is 02:30 BST in London, a wall time Berlin skips.
    expect(wallClock(Date.UTC(2026, 2, 29, 1, 30), 'Europe/London').format('YYYY-MM-DD HH:mm')).toBe('2026-03-29 02:30');
    expect(wallTimeToEpochMs('2026-03-29 02:30', 'Europe/London')).toBe(Date.UTC(2026, 2, 29, 1, 30));
    expect(wallTimeToEpochMs('2026-03-08 00:01', 'America/Chicago')).toBe(Date.UTC(2026, 2, 8, 6, 1));
    expect(wallClock(Date.UTC(2026, 10, 1, 6, 30), 'America/Chicago').format('HH:mm')).toBe('01:30');
    expect(wallClock(Date.UTC(2026, 10, 1, 7, 30), 'America/Chicago').format('HH:mm')).toBe('01:30');
  });
});
