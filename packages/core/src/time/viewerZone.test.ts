import { describe, expect, it } from 'vitest';
import { secondZoneFor } from './viewerZone';

describe('secondZoneFor', () => {
  it('answers the viewer zone when its wall clock differs at that instant', () => {
    expect(secondZoneFor('2026-11-21T23:00:00Z', 'America/Los_Angeles', 'America/New_York')).toBe('America/New_York');
  });

  it('answers null for the same zone, a zone with the same offset, or no viewer zone', () => {
    expect(secondZoneFor('2026-11-21T23:00:00Z', 'America/New_York', 'America/New_York')).toBeNull();
    expect(secondZoneFor('2026-11-21T23:00:00Z', 'America/New_York', 'America/Toronto')).toBeNull();
    expect(secondZoneFor('2026-11-21T23:00:00Z', 'America/New_York', '')).toBeNull();
    expect(secondZoneFor('2026-11-21T23:00:00Z', 'America/New_York', 'Mars/Olympus')).toBeNull();
    expect(secondZoneFor('not a date', 'America/New_York', 'Europe/Berlin')).toBeNull();
  });

  it('compares the offsets at the instant, not today', () => {
    // 2027-03-20: Chicago is on daylight time (UTC-5) while London is still on GMT; in January
    // London and Lisbon agree, and in March 2027 they still do.
    expect(secondZoneFor('2027-01-10T12:00:00Z', 'Europe/London', 'Europe/Lisbon')).toBeNull();
    // Phoenix has no daylight time: equal to Denver in winter, different in summer.
    expect(secondZoneFor('2027-01-10T12:00:00Z', 'America/Denver', 'America/Phoenix')).toBeNull();
    expect(secondZoneFor('2027-07-10T12:00:00Z', 'America/Denver', 'America/Phoenix')).toBe('America/Phoenix');
  });
});
