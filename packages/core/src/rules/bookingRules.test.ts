import { messages } from '../validation';
import { checkBookingRules, registrationLimit, type BookingRuleFields } from './bookingRules';

const HOUR = 3_600_000;
const startMs = Date.UTC(2026, 10, 21, 15);
const iso = (ms: number) => new Date(ms).toISOString();
const time = (ms: number, timezone = 'America/Chicago') => ({ time: iso(ms), timezone, timeValue: ms });

const booking: BookingRuleFields = {
  name: 'Launch',
  start: time(startMs),
  end: time(startMs + HOUR),
  enableDoors: true,
  doorsOpen: iso(startMs - HOUR / 2),
  doorsClosed: iso(startMs + 1.5 * HOUR),
  capacity: 20,
  registrationCapacity: 20,
};
const spaceWindow = { start: '2026-11-01T00:00:00Z', end: '2026-12-01T00:00:00Z' };
const context = { registrationCount: 3, spaceWindow };

describe('checkBookingRules', () => {
  it('passes a consistent booking', () => {
    expect(checkBookingRules(booking, context)).toEqual({});
  });

  it('uses the spec messages for each rule', () => {
    expect(
      checkBookingRules(
        {
          ...booking,
          name: '   ',
          capacity: 501,
          doorsOpen: iso(startMs),
          doorsClosed: iso(startMs + HOUR),
        },
        context,
      ),
    ).toEqual({
      name: 'Required',
      capacity: 'Event capacity setting cannot exceed 500 attendees',
      doorsOpen: 'Selected doors open time must be before event start time',
      doorsClosed: 'Selected doors closed time must be after event end time',
    });
    expect(checkBookingRules({ ...booking, capacity: 2 }, context)).toEqual({
      capacity: 'Event capacity may not be set below the current registration count for this event',
    });
    expect(checkBookingRules({ ...booking, name: 'x'.repeat(71) }, context).name).toBe(messages.bookingNameMaxLength);
  });

  it('keeps the start inside the space window', () => {
    const early = startMs - 30 * 24 * HOUR;
    const result = checkBookingRules({ ...booking, start: time(early), doorsOpen: iso(early - HOUR) }, context);
    expect(result).toEqual({ start: 'Start date/time must be within the open/close time of this space' });
  });

  it('needs known timezones and an end not before the start', () => {
    expect(checkBookingRules({ ...booking, start: time(startMs, '') }, context).start).toBe('Please select a timezone');
    expect(checkBookingRules({ ...booking, end: time(startMs + HOUR, 'Mars/Base') }, context).end).toBe('Please select a timezone');
    expect(checkBookingRules({ ...booking, end: time(startMs - HOUR), doorsClosed: iso(startMs) }, context).end).toBe(
      messages.endAfterStart,
    );
    // A booking created exactly on the hour starts and ends together.
    expect(checkBookingRules({ ...booking, end: time(startMs) }, context)).toEqual({});
  });

  it('checks doors only while Doors Open Early is on or a doors time is given', () => {
    expect(checkBookingRules({ ...booking, enableDoors: false, doorsOpen: '', doorsClosed: '' }, context)).toEqual({});
    expect(checkBookingRules({ ...booking, doorsOpen: '' }, context).doorsOpen).toBe(messages.invalidDateTime);
  });

  it('limits registration capacity to 4 digits', () => {
    expect(checkBookingRules({ ...booking, registrationCapacity: 10000 }, context).registrationCapacity).toBe(
      messages.registrationCapacityDigits,
    );
    expect(checkBookingRules({ ...booking, registrationCapacity: 9999 }, context)).toEqual({});
  });

  it('on update checks only the rules whose fields changed', () => {
    const stored = { ...booking, capacity: 2 };
    expect(checkBookingRules({ ...stored, name: 'Renamed' }, { ...context, previous: stored })).toEqual({});
    expect(checkBookingRules({ ...stored, capacity: 1 }, { ...context, previous: stored }).capacity).toBe(
      messages.capacityBelowRegistrations,
    );
    const moved = { ...booking, start: time(startMs + 2 * HOUR), end: time(startMs + 3 * HOUR) };
    expect(checkBookingRules(moved, { ...context, previous: booking })).toEqual({
      doorsClosed: messages.doorsClosedAfterEnd,
    });
  });
});

describe('registrationLimit', () => {
  it('is the registration capacity when specified, else the event capacity', () => {
    expect(registrationLimit({ capacity: 20, registrationCapacity: 150, useRegistrationCapacity: true })).toBe(150);
    expect(registrationLimit({ capacity: 20, registrationCapacity: 150, useRegistrationCapacity: false })).toBe(20);
  });
});
