import {
  parseRegistrationCapacityInput,
  sanitizeRegistrationCapacityInput,
  validateBookingName,
  validateCapacity,
  validateDoorsClosed,
  validateDoorsOpen,
  validateEndTimeUpdateDate,
  validateRunEnd,
  validateRunStart,
  validateTimezone,
} from './booking';

describe('validateBookingName', () => {
  it('requires a non-blank name', () => {
    expect(validateBookingName('')).toBe('Required');
    expect(validateBookingName('   ')).toBe('Required');
  });

  it('allows 70 characters and refuses 71', () => {
    expect(validateBookingName('x'.repeat(70))).toBeNull();
    expect(validateBookingName('x'.repeat(71))).toBe('Booking name must be at most 70 characters');
  });

  it('measures the trimmed name', () => {
    expect(validateBookingName(`  ${'x'.repeat(70)}  `)).toBeNull();
  });
});

describe('validateCapacity', () => {
  const none = { registrationCount: 0 };

  it('allows 500 and refuses 501', () => {
    expect(validateCapacity('500', none)).toBeNull();
    expect(validateCapacity(500, none)).toBeNull();
    expect(validateCapacity('501', none)).toBe('Event capacity setting cannot exceed 500 attendees');
  });

  it('refuses a capacity below the registration count, allows equal', () => {
    expect(validateCapacity(11, { registrationCount: 12 })).toBe(
      'Event capacity may not be set below the current registration count for this event',
    );
    expect(validateCapacity(12, { registrationCount: 12 })).toBeNull();
  });

  it('needs a whole number of 0 or more', () => {
    expect(validateCapacity('', none)).toBe('Required');
    expect(validateCapacity('0', none)).toBeNull();
    expect(validateCapacity('-1', none)).toBe('Event capacity must be a whole number of 0 or more');
    expect(validateCapacity('2.5', none)).toBe('Event capacity must be a whole number of 0 or more');
    expect(validateCapacity('abc', none)).toBe('Event capacity must be a whole number of 0 or more');
  });
});

describe('registration capacity input', () => {
  it('keeps digits only, at most 4', () => {
    expect(sanitizeRegistrationCapacityInput('12a345')).toBe('1234');
    expect(sanitizeRegistrationCapacityInput('-7')).toBe('7');
  });

  it('ignores blank, parses up to 4 digits as an integer, refuses 5', () => {
    expect(parseRegistrationCapacityInput('  ')).toEqual({ kind: 'blank' });
    expect(parseRegistrationCapacityInput('9999')).toEqual({ kind: 'value', value: 9999 });
    expect(parseRegistrationCapacityInput('0150')).toEqual({ kind: 'value', value: 150 });
    expect(parseRegistrationCapacityInput('10000')).toEqual({
      kind: 'invalid',
      message: 'Registration capacity must be a whole number of at most 4 digits',
    });
    expect(parseRegistrationCapacityInput('1.5').kind).toBe('invalid');
  });
});

describe('doors', () => {
  const start = '2026-11-21T21:00:00Z';
  const end = '2026-11-21T22:00:00Z';

  it('doors open must be strictly before the start', () => {
    expect(validateDoorsOpen('2026-11-21T20:59:00Z', start)).toBeNull();
    expect(validateDoorsOpen(start, start)).toBe('Selected doors open time must be before event start time');
    expect(validateDoorsOpen('2026-11-21T21:01:00Z', start)).toBe(
      'Selected doors open time must be before event start time',
    );
  });

  it('doors closed must be strictly after the end', () => {
    expect(validateDoorsClosed('2026-11-21T22:01:00Z', end)).toBeNull();
    expect(validateDoorsClosed(end, end)).toBe('Selected doors closed time must be after event end time');
  });

  it('reports an unusable picker value', () => {
    expect(validateDoorsOpen('', start)).toBe('Please select a valid date and time');
  });
});

describe('run start and end', () => {
  const space = { start: '2026-11-01T05:01:00Z', end: '2026-12-01T05:59:00Z' };
  const base = { timezone: 'America/Chicago', space };

  it('requires a timezone first', () => {
    expect(validateTimezone(' ')).toBe('Please select a timezone');
    expect(validateRunStart({ ...base, timezone: '', value: '2026-11-21T21:00:00Z', other: '2026-11-21T22:00:00Z' })).toBe(
      'Please select a timezone',
    );
  });

  it('keeps the time within the space window, bounds included', () => {
    const other = '2026-11-30T00:00:00Z';
    expect(validateRunStart({ ...base, value: space.start, other })).toBeNull();
    expect(validateRunStart({ ...base, value: '2026-11-01T05:00:59Z', other })).toBe(
      'Start date/time must be within the open/close time of this space',
    );
    expect(validateRunEnd({ ...base, value: space.end, other: space.start })).toBeNull();
    expect(validateRunEnd({ ...base, value: '2026-12-01T06:00:00Z', other: space.start })).toBe(
      'Start date/time must be within the open/close time of this space',
    );
  });

  it('start must be before the end', () => {
    expect(validateRunStart({ ...base, value: '2026-11-21T22:00:00Z', other: '2026-11-21T22:00:00Z' })).toBe(
      "Start date/time must be before the event's end date/time",
    );
    expect(validateRunStart({ ...base, value: '2026-11-21T21:59:00Z', other: '2026-11-21T22:00:00Z' })).toBeNull();
  });

  it('end must be after the start (for a duplicate, the chosen new start)', () => {
    expect(validateRunEnd({ ...base, value: '2026-11-21T21:00:00Z', other: '2026-11-21T21:00:00Z' })).toBe(
      "End date/time must be after the event's start date/time",
    );
    expect(validateRunEnd({ ...base, value: '2026-11-21T21:01:00Z', other: '2026-11-21T21:00:00Z' })).toBeNull();
  });
});

describe('validateEndTimeUpdateDate', () => {
  it('needs a date', () => {
    expect(validateEndTimeUpdateDate(null)).toBe('Please select an end date');
    expect(validateEndTimeUpdateDate(new Date(Number.NaN))).toBe('Please select an end date');
    expect(validateEndTimeUpdateDate('2026-11-21')).toBeNull();
  });
});
