import { toEpochMs, type Instant } from '../time/instant';
import { messages } from './messages';
import { isBlank, textLength, type TextValue } from './text';

/**
 * Longest booking name (docs/reference/bookings.md §9).
 * @example <input maxLength={BOOKING_NAME_MAX_LENGTH} />
 */
export const BOOKING_NAME_MAX_LENGTH = 70;
/**
 * Largest event capacity (docs/reference/bookings.md §9).
 * @example <input type="number" min={0} max={MAX_EVENT_CAPACITY} />
 */
export const MAX_EVENT_CAPACITY = 500;
/**
 * Digits the registration capacity input takes.
 * @example <input maxLength={REGISTRATION_CAPACITY_MAX_DIGITS} />
 */
export const REGISTRATION_CAPACITY_MAX_DIGITS = 4;

/**
 * Booking name (Name Booking, Edit Name): required after trimming and at most 70 characters
 * (counted on the trimmed name, which is what should be saved).
 * @example validateBookingName('  ') // 'Required'
 * @example validateBookingName('x'.repeat(71)) // 'Booking name must be at most 70 characters'
 */
export function validateBookingName(name: TextValue): string | null {
  if (isBlank(name)) return messages.required;
  return textLength((name ?? '').trim()) > BOOKING_NAME_MAX_LENGTH ? messages.bookingNameMaxLength : null;
}

/**
 * Event capacity: a whole number from 0 to 500, not below the current registration count.
 * Accepts the raw input text or a number.
 * @example validateCapacity('501', { registrationCount: 0 }) // 'Event capacity setting cannot exceed 500 attendees'
 * @example validateCapacity(10, { registrationCount: 12 }) // 'Event capacity may not be set below the current registration count for this event'
 */
export function validateCapacity(value: string | number | null | undefined, context: { registrationCount: number }): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return messages.required;
  }
  const capacity = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isInteger(capacity) || capacity < 0) return messages.capacityWholeNumber;
  if (capacity > MAX_EVENT_CAPACITY) return messages.capacityMax;
  if (capacity < (context.registrationCount || 0)) return messages.capacityBelowRegistrations;
  return null;
}

/**
 * Keystroke filter for the registration capacity input: digits only, at most 4.
 * @example sanitizeRegistrationCapacityInput('12a345') // '1234'
 */
export function sanitizeRegistrationCapacityInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, REGISTRATION_CAPACITY_MAX_DIGITS);
}

/**
 * Outcome of reading the registration capacity input on blur.
 * @example const r: RegistrationCapacityInput = parseRegistrationCapacityInput('150') // { kind: 'value', value: 150 }
 */
export type RegistrationCapacityInput =
  | { kind: 'blank' }
  | { kind: 'value'; value: number }
  | { kind: 'invalid'; message: string };

/**
 * Read the registration capacity input on blur: blank is ignored (nothing saved), up to 4 digits
 * is parsed as an integer, anything else is invalid.
 * @example parseRegistrationCapacityInput(' ') // { kind: 'blank' }
 * @example parseRegistrationCapacityInput('0150') // { kind: 'value', value: 150 }
 * @example parseRegistrationCapacityInput('12345').kind // 'invalid'
 */
export function parseRegistrationCapacityInput(input: TextValue): RegistrationCapacityInput {
  const text = (input ?? '').trim();
  if (text === '') return { kind: 'blank' };
  if (!/^\d{1,4}$/.test(text)) return { kind: 'invalid', message: messages.registrationCapacityDigits };
  return { kind: 'value', value: Number.parseInt(text, 10) };
}

/**
 * Doors open must be strictly before the event start.
 * @example validateDoorsOpen('2026-11-21T21:00:00Z', '2026-11-21T21:00:00Z') // 'Selected doors open time must be before event start time'
 */
export function validateDoorsOpen(doorsOpen: Instant | null | undefined, start: Instant): string | null {
  const open = toEpochMs(doorsOpen);
  const startMs = toEpochMs(start);
  if (open === null || startMs === null) return messages.invalidDateTime;
  return open < startMs ? null : messages.doorsOpenBeforeStart;
}

/**
 * Doors closed must be strictly after the event end.
 * @example validateDoorsClosed('2026-11-21T22:30:00Z', '2026-11-21T22:00:00Z') // null
 */
export function validateDoorsClosed(doorsClosed: Instant | null | undefined, end: Instant): string | null {
  const closed = toEpochMs(doorsClosed);
  const endMs = toEpochMs(end);
  if (closed === null || endMs === null) return messages.invalidDateTime;
  return closed > endMs ? null : messages.doorsClosedAfterEnd;
}

/**
 * Timezone picker: required.
 * @example validateTimezone('') // 'Please select a timezone'
 */
export function validateTimezone(timezone: TextValue): string | null {
  return isBlank(timezone) ? messages.timezoneRequired : null;
}

/**
 * What the run start/end dialogs check. `space` is the space's open/close window.
 * @example const check: RunTimeCheck = { value: '2026-11-21T21:00:00Z', timezone: 'America/Chicago', other: booking.end.time, space: { start: space.startDate.date, end: space.endDate.date } }
 */
export interface RunTimeCheck {
  /** The chosen time (the one being edited). */
  value: Instant | null | undefined;
  /** The zone chosen in the dialog. */
  timezone: TextValue;
  /** The other end of the booking: its end when editing the start, its start (or, for a duplicate, the chosen new start) when editing the end. */
  other: Instant;
  space: { start: Instant; end: Instant };
}

function checkRunTime(check: RunTimeCheck): { value: number; other: number } | string {
  const timezoneError = validateTimezone(check.timezone);
  if (timezoneError) return timezoneError;
  const value = toEpochMs(check.value);
  const other = toEpochMs(check.other);
  if (value === null || other === null) return messages.invalidDateTime;
  const opens = toEpochMs(check.space.start);
  const closes = toEpochMs(check.space.end);
  if (opens !== null && value < opens) return messages.startWithinSpace;
  if (closes !== null && value > closes) return messages.startWithinSpace;
  return { value, other };
}

/**
 * Set Run Start: timezone required, within the space's open/close window (inclusive), strictly
 * before the booking end.
 * @example validateRunStart({ value: '2026-11-21T23:00:00Z', timezone: 'UTC', other: '2026-11-21T22:00:00Z', space: { start: '2026-01-01T00:00:00Z', end: '2026-12-31T00:00:00Z' } })
 * // "Start date/time must be before the event's end date/time"
 */
export function validateRunStart(check: RunTimeCheck): string | null {
  const result = checkRunTime(check);
  if (typeof result === 'string') return result;
  return result.value < result.other ? null : messages.startBeforeEnd;
}

/**
 * Set Run End: timezone required, within the space's open/close window (inclusive; the spec's
 * message names the start), strictly after the booking start.
 * @example validateRunEnd({ value: '2026-11-21T21:00:00Z', timezone: 'UTC', other: '2026-11-21T21:00:00Z', space: { start: '2026-01-01T00:00:00Z', end: '2026-12-31T00:00:00Z' } })
 * // "End date/time must be after the event's start date/time"
 */
export function validateRunEnd(check: RunTimeCheck): string | null {
  const result = checkRunTime(check);
  if (typeof result === 'string') return result;
  return result.value > result.other ? null : messages.endAfterStart;
}

/**
 * Space End Time Update: a date must be chosen.
 * @example validateEndTimeUpdateDate(null) // 'Please select an end date'
 */
export function validateEndTimeUpdateDate(date: Date | string | null | undefined): string | null {
  if (date === null || date === undefined) return messages.endDateRequired;
  if (date instanceof Date) return Number.isNaN(date.getTime()) ? messages.endDateRequired : null;
  return date.trim() === '' ? messages.endDateRequired : null;
}
