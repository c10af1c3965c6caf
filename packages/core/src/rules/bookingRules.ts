import type { BookingTime } from '../entities';
import { messages, validateBookingName, validateCapacity, validateDoorsClosed, validateDoorsOpen, validateRunStart, validateTimezone } from '../validation';
import { isValidTimezone, toEpochMs, type Instant } from '../time';

/** The booking fields the rules of docs/reference/bookings.md §5 look at. */
export interface BookingRuleFields {
  name: string;
  start: BookingTime;
  end: BookingTime;
  enableDoors: boolean;
  doorsOpen: string;
  doorsClosed: string;
  capacity: number;
  registrationCapacity: number;
}

/** What the rules need besides the booking itself. */
export interface BookingRuleContext {
  /** Registrations (attendees and presenters) the booking has now. */
  registrationCount: number;
  /** The space's open/close window. */
  spaceWindow: { start: Instant; end: Instant };
  /**
   * The booking as stored, for an update: a rule is checked only when a field it reads changed,
   * so an edit of the name is never refused for an older, unrelated inconsistency.
   */
  previous?: BookingRuleFields;
}

/** Field keys of booking rule errors. */
export type BookingRuleField = 'name' | 'start' | 'end' | 'doorsOpen' | 'doorsClosed' | 'capacity' | 'registrationCapacity';

const REGISTRATION_CAPACITY_MAX = 9999;

function sameTime(a: BookingTime, b: BookingTime): boolean {
  return a.time === b.time && a.timezone === b.timezone;
}

function timezoneError(timezone: string): string | null {
  return validateTimezone(timezone) ?? (isValidTimezone(timezone) ? null : messages.timezoneRequired);
}

/**
 * Check a booking against the rules of docs/reference/bookings.md §5 with the spec's messages (from
 * @greenroom/core): name required and at most 70; start with a timezone, inside the space's
 * open/close window; end with a timezone and not before the start; doors open before the start and doors
 * closed after the end (when Doors Open Early is on, or when a doors time is given); capacity a
 * whole number up to 500 and not below the registration count; registration capacity at most 4
 * digits. Returns the errors keyed by field; empty when the booking passes.
 * @example
 * checkBookingRules({ ...booking, capacity: 501 }, { registrationCount: 0, spaceWindow })
 * // { capacity: 'Event capacity setting cannot exceed 500 attendees' }
 */
export function checkBookingRules(next: BookingRuleFields, context: BookingRuleContext): Partial<Record<BookingRuleField, string>> {
  const { previous } = context;
  const changed = (...keys: (keyof BookingRuleFields)[]): boolean =>
    previous === undefined ||
    keys.some((key) => {
      const before = previous[key];
      const after = next[key];
      if (typeof before === 'object' && typeof after === 'object') return !sameTime(before, after);
      return before !== after;
    });
  const errors: Partial<Record<BookingRuleField, string>> = {};
  const put = (field: BookingRuleField, message: string | null) => {
    if (message !== null) errors[field] = message;
  };

  if (changed('name')) put('name', validateBookingName(next.name));

  if (changed('start', 'end')) {
    const startMs = toEpochMs(next.start.time);
    const endMs = toEpochMs(next.end.time);
    // The window check of the Set Run Start dialog; the order is checked below because a new
    // booking made exactly on the hour starts and ends at the same time (docs/reference/bookings.md §4).
    put(
      'start',
      timezoneError(next.start.timezone) ??
        (startMs === null
          ? messages.invalidDateTime
          : validateRunStart({
              value: startMs,
              timezone: next.start.timezone,
              other: Math.max(startMs, endMs ?? startMs) + 1,
              space: context.spaceWindow,
            })),
    );
    put(
      'end',
      timezoneError(next.end.timezone) ??
        (endMs === null ? messages.invalidDateTime : startMs !== null && endMs < startMs ? messages.endAfterStart : null),
    );
  }

  if (changed('start', 'doorsOpen', 'enableDoors') && (next.enableDoors || next.doorsOpen !== '')) {
    put('doorsOpen', validateDoorsOpen(next.doorsOpen, next.start.time));
  }
  if (changed('end', 'doorsClosed', 'enableDoors') && (next.enableDoors || next.doorsClosed !== '')) {
    put('doorsClosed', validateDoorsClosed(next.doorsClosed, next.end.time));
  }

  if (changed('capacity')) put('capacity', validateCapacity(next.capacity, { registrationCount: context.registrationCount }));

  if (changed('registrationCapacity')) {
    const value = next.registrationCapacity;
    if (!Number.isInteger(value) || value < 0 || value > REGISTRATION_CAPACITY_MAX) {
      put('registrationCapacity', messages.registrationCapacityDigits);
    }
  }
  return errors;
}

/**
 * How many registrations a booking accepts: its registration capacity when
 * useRegistrationCapacity is on, otherwise its event capacity.
 * @example registrationLimit({ capacity: 20, registrationCapacity: 150, useRegistrationCapacity: true }) // 150
 */
export function registrationLimit(booking: { capacity: number; registrationCapacity: number; useRegistrationCapacity: boolean }): number {
  return booking.useRegistrationCapacity ? booking.registrationCapacity : booking.capacity;
}

/**
 * The 409 message of a registration refused past the booking's limit.
 * @example registrationCapacityReached(150) // 'This booking has reached its registration capacity of 150.'
 */
export function registrationCapacityReached(limit: number): string {
  return `This booking has reached its registration capacity of ${limit}.`;
}
