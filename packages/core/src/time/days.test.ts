import {
  chicagoDateString,
  chicagoEndOfDay,
  chicagoToday,
  overlapsDay,
  spaceEndOfDay,
  spaceStartOfDay,
  toCalendarDay,
  zonedTimeToIso,
} from './days';

describe('calendar days', () => {
  it('reads a picker Date by its own calendar fields and checks YYYY-MM-DD', () => {
    expect(toCalendarDay(new Date(2026, 10, 21))).toBe('2026-11-21');
    expect(toCalendarDay(' 2026-11-21 ')).toBe('2026-11-21');
    expect(() => toCalendarDay('11/21/2026')).toThrow('Expected a calendar day as YYYY-MM-DD, got "11/21/2026"');
    expect(() => toCalendarDay('2026-02-30')).toThrow(RangeError);
    expect(() => toCalendarDay(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('turns a day and time in a zone into an ISO instant', () => {
    expect(zonedTimeToIso('2026-11-21', '15:00', 'America/Chicago')).toBe('2026-11-21T21:00:00Z');
    expect(() => zonedTimeToIso('2026-11-21', '3pm', 'America/Chicago')).toThrow(RangeError);
  });
});

describe('America/Chicago helpers', () => {
  it('end of day is 23:59:59 Chicago time, in CST and in CDT', () => {
    expect(chicagoEndOfDay('2026-11-21')).toBe('2026-11-22T05:59:59Z');
    expect(chicagoEndOfDay('2026-07-04')).toBe('2026-07-05T04:59:59Z');
    expect(chicagoEndOfDay('2026-03-08')).toBe('2026-03-09T04:59:59Z');
    expect(chicagoEndOfDay('2026-11-01')).toBe('2026-11-02T05:59:59Z');
    expect(chicagoEndOfDay(new Date(2026, 10, 21))).toBe('2026-11-22T05:59:59Z');
  });

  it('date string of the system-check query', () => {
    expect(chicagoDateString(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(chicagoDateString('2026-01-05')).toBe('2026-01-05');
  });

  it('today in Chicago differs from the UTC day in the evening', () => {
    expect(chicagoToday(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
    expect(chicagoToday('2026-11-22T06:00:00Z')).toBe('2026-11-22');
  });
});

describe('space run days', () => {
  it('start is 00:01 and end 23:59 in the chosen zone', () => {
    expect(spaceStartOfDay('2026-11-21', 'America/Chicago')).toBe('2026-11-21T06:01:00Z');
    expect(spaceEndOfDay('2026-11-21', 'America/Chicago')).toBe('2026-11-22T05:59:00Z');
    expect(spaceStartOfDay('2026-11-21', 'Asia/Kolkata')).toBe('2026-11-20T18:31:00Z');
  });

  it('handles the DST days', () => {
    expect(spaceStartOfDay('2026-03-08', 'America/Chicago')).toBe('2026-03-08T06:01:00Z');
    expect(spaceEndOfDay('2026-03-08', 'America/Chicago')).toBe('2026-03-09T04:59:00Z');
    expect(spaceStartOfDay('2026-11-01', 'America/Chicago')).toBe('2026-11-01T05:01:00Z');
    expect(spaceEndOfDay('2026-11-01', 'America/Chicago')).toBe('2026-11-02T05:59:00Z');
  });
});

describe('overlapsDay', () => {
  const booking = (start: string, end: string, timezone = 'America/Chicago') => ({
    start: { time: start, timezone },
    end: { time: end },
  });

  it('counts a booking that overlaps 00:01–23:59 of the day in its own zone', () => {
    // 15:00–16:00 CST on 11/21.
    expect(overlapsDay(booking('2026-11-21T21:00:00Z', '2026-11-21T22:00:00Z'), '2026-11-21')).toBe(true);
    // 20:00 CST on 11/21 is 11/22 in UTC: still the 21st in the booking's zone.
    expect(overlapsDay(booking('2026-11-22T02:00:00Z', '2026-11-22T03:00:00Z'), '2026-11-21')).toBe(true);
    expect(overlapsDay(booking('2026-11-22T02:00:00Z', '2026-11-22T03:00:00Z'), '2026-11-22')).toBe(false);
  });

  it('includes the 00:01 and 23:59 bounds and excludes the minute around midnight', () => {
    // Ends exactly at 00:01 CST on the 21st.
    expect(overlapsDay(booking('2026-11-21T05:00:00Z', '2026-11-21T06:01:00Z'), '2026-11-21')).toBe(true);
    // 23:00 CST on the 20th to 00:00:30 CST on the 21st.
    expect(overlapsDay(booking('2026-11-21T05:00:00Z', '2026-11-21T06:00:30Z'), '2026-11-21')).toBe(false);
    // Starts 23:59 CST on the 21st.
    expect(overlapsDay(booking('2026-11-22T05:59:00Z', '2026-11-22T07:00:00Z'), '2026-11-21')).toBe(true);
  });

  it('counts multi-day bookings on every day they span, on a DST day too', () => {
    const long = booking('2026-10-31T15:00:00Z', '2026-11-02T15:00:00Z');
    expect(overlapsDay(long, '2026-11-01')).toBe(true);
    expect(overlapsDay(long, '2026-11-03')).toBe(false);
  });

  it('never counts a booking with invalid times', () => {
    expect(overlapsDay(booking('', '2026-11-21T22:00:00Z'), '2026-11-21')).toBe(false);
  });
});
