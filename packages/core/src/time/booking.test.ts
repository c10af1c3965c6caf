import { defaultDoors, hasOpened, isCapacityLocked, isLive, newBookingDefaults, shiftBy } from './booking';

describe('newBookingDefaults', () => {
  it('starts at the current hour and ends at the next full hour', () => {
    const defaults = newBookingDefaults(new Date('2026-11-21T20:40:15.123Z'), 'America/Chicago');
    expect(defaults).toEqual({
      start: { time: '2026-11-21T20:00:00Z', timezone: 'America/Chicago', timeValue: Date.UTC(2026, 10, 21, 20) },
      end: { time: '2026-11-21T21:00:00Z', timezone: 'America/Chicago', timeValue: Date.UTC(2026, 10, 21, 21) },
      accessTime: '2026-11-21T20:00:00Z',
      doorsOpen: '2026-11-21T19:30:00Z',
      doorsClosed: '2026-11-21T21:30:00Z',
      capacity: 20,
      gracePeriodMinutes: 0,
    });
  });

  it('ends at the current hour when now is exactly on the hour', () => {
    const defaults = newBookingDefaults('2026-11-21T20:00:00Z', 'America/Chicago');
    expect(defaults.start.time).toBe('2026-11-21T20:00:00Z');
    expect(defaults.end.time).toBe('2026-11-21T20:00:00Z');
    expect(defaults.doorsClosed).toBe('2026-11-21T20:30:00Z');
  });

  it('takes the hour on the zone’s clock, and the access time on the UTC clock', () => {
    // 20:40Z is 02:10 IST: the zone's hour began at 20:30Z, the UTC hour at 20:00Z.
    const defaults = newBookingDefaults(new Date('2026-11-21T20:40:00Z'), 'Asia/Kolkata');
    expect(defaults.start.time).toBe('2026-11-21T20:30:00Z');
    expect(defaults.end.time).toBe('2026-11-21T21:30:00Z');
    expect(defaults.accessTime).toBe('2026-11-21T20:00:00Z');
    expect(defaults.doorsOpen).toBe('2026-11-21T20:00:00Z');
  });

  it('refuses an invalid clock or zone', () => {
    expect(() => newBookingDefaults('nope', 'UTC')).toThrow(RangeError);
    expect(() => newBookingDefaults(new Date(), 'Mars/Base')).toThrow(RangeError);
  });
});

describe('doors', () => {
  it('defaults to 30 minutes before the start and after the end', () => {
    expect(defaultDoors('2026-11-21T21:00:00Z', '2026-11-21T22:00:00Z')).toEqual({
      doorsOpen: '2026-11-21T20:30:00Z',
      doorsClosed: '2026-11-21T22:30:00Z',
    });
  });

  it('moves with the start or end', () => {
    expect(shiftBy('2026-11-21T20:30:00Z', '2026-11-21T21:00:00Z', '2026-11-21T22:15:00Z')).toBe('2026-11-21T21:45:00Z');
    expect(shiftBy('2026-11-21T20:30:00Z', '2026-11-21T21:00:00Z', '2026-11-21T20:00:00Z')).toBe('2026-11-21T19:30:00Z');
  });
});

describe('isLive', () => {
  const start = '2026-11-21T21:00:00Z';
  const end = '2026-11-21T22:00:00Z';

  it('is live from the start up to (not including) the end', () => {
    expect(isLive('2026-11-21T20:59:59Z', start, end)).toBe(false);
    expect(isLive(start, start, end)).toBe(true);
    expect(isLive(new Date('2026-11-21T21:30:00Z'), start, end)).toBe(true);
    expect(isLive(end, start, end)).toBe(false);
    expect(isLive(start, '', end)).toBe(false);
  });
});

describe('hasOpened and isCapacityLocked', () => {
  it('opens the Attendees tab after the access time, or the start without one', () => {
    expect(hasOpened('2026-11-21T20:00:01Z', '2026-11-21T20:00:00Z', '2026-11-21T21:00:00Z')).toBe(true);
    expect(hasOpened('2026-11-21T20:00:00Z', '2026-11-21T20:00:00Z', '2026-11-21T21:00:00Z')).toBe(false);
    expect(hasOpened('2026-11-21T20:30:00Z', '', '2026-11-21T21:00:00Z')).toBe(false);
    expect(hasOpened('2026-11-21T21:00:01Z', '', '2026-11-21T21:00:00Z')).toBe(true);
  });

  it('locks capacity for private-cloud bookings starting within 24 hours', () => {
    const now = '2026-11-21T10:00:00Z';
    expect(isCapacityLocked({ privateCloud: true, start: '2026-11-22T09:59:59Z' }, now)).toBe(true);
    expect(isCapacityLocked({ privateCloud: true, start: '2026-11-22T10:00:00Z' }, now)).toBe(false);
    expect(isCapacityLocked({ privateCloud: false, start: '2026-11-21T11:00:00Z' }, now)).toBe(false);
  });
});
