import { formatDate, formatDateTimeInZone, formatInZone, toZonedParts } from './format';

describe('formatting in a record’s own zone', () => {
  it('formats date, time and zone abbreviation', () => {
    expect(formatDateTimeInZone('2026-11-21T21:00:00Z', 'America/Chicago')).toBe('11/21/2026 3:00 PM CST');
    expect(formatDateTimeInZone('2026-07-04T16:05:00Z', 'America/Chicago')).toBe('07/04/2026 11:05 AM CDT');
    expect(formatDateTimeInZone('2026-07-04T16:05:00Z', 'America/New_York')).toBe('07/04/2026 12:05 PM EDT');
    expect(formatDateTimeInZone(Date.UTC(2026, 10, 21, 0, 0), 'UTC')).toBe('11/21/2026 12:00 AM UTC');
  });

  it('shows the right abbreviation on each side of a DST change', () => {
    expect(formatDateTimeInZone('2026-03-08T07:59:00Z', 'America/Chicago')).toBe('03/08/2026 1:59 AM CST');
    expect(formatDateTimeInZone('2026-03-08T08:00:00Z', 'America/Chicago')).toBe('03/08/2026 3:00 AM CDT');
    expect(formatDateTimeInZone('2026-11-01T06:30:00Z', 'America/Chicago')).toBe('11/01/2026 1:30 AM CDT');
    expect(formatDateTimeInZone('2026-11-01T07:30:00Z', 'America/Chicago')).toBe('11/01/2026 1:30 AM CST');
  });

  it('formatDate gives MM/DD/YYYY of the zone’s day', () => {
    expect(formatDate('2026-11-22T03:00:00Z', 'America/Chicago')).toBe('11/21/2026');
    expect(formatDate('2026-11-22T03:00:00Z', 'Asia/Tokyo')).toBe('11/22/2026');
  });

  it('keeps escaped text and replaces z with the abbreviation', () => {
    expect(formatInZone('2026-11-21T21:00:00Z', 'America/Chicago', '[z] HH:mm z')).toBe('z 15:00 CST');
  });

  it('gives empty text for empty or invalid instants, and a blank zone is UTC', () => {
    expect(formatDateTimeInZone('', 'America/Chicago')).toBe('');
    expect(formatDateTimeInZone(null, 'America/Chicago')).toBe('');
    expect(formatDateTimeInZone('garbage', 'America/Chicago')).toBe('');
    expect(formatDate('2026-11-21T21:00:00Z', '')).toBe('11/21/2026');
    expect(() => formatDate('2026-11-21T21:00:00Z', 'Mars/Base')).toThrow(RangeError);
  });

  it('splits an instant for the date and time pickers', () => {
    expect(toZonedParts('2026-11-21T21:00:00Z', 'America/Chicago')).toEqual({ date: '2026-11-21', time: '15:00' });
    expect(toZonedParts('', 'America/Chicago')).toBeNull();
  });
});
