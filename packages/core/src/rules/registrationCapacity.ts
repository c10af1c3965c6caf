import { registrationCapacityReached } from './bookingRules';
import { ERROR_CODES } from './errorCodes';
import type { Refusal } from './refusals';

/** What the capacity check reads of a booking: its guests now and its limit (registrationLimit). */
export interface RegistrationRoom {
  registrationCount: number;
  limit: number;
}

/**
 * The 409 of a create or import that would take a booking past its registration limit, or null
 * when the `adding` new attendees fit (adding none always fits: an import of updates only adds no
 * one). Both backends call it, the server under the booking's lock.
 * @example
 * capacityRefusal({ registrationCount: 150, limit: 150 }, 1)
 * // { status: 409, message: 'This booking has reached its registration capacity of 150.', code: 'CapacityReached' }
 * capacityRefusal({ registrationCount: 3, limit: 150 }, 2) // null
 */
export function capacityRefusal(room: RegistrationRoom, adding: number): Refusal | null {
  if (adding <= 0 || room.registrationCount + adding <= room.limit) return null;
  return { status: 409, message: registrationCapacityReached(room.limit), code: ERROR_CODES.capacityReached };
}
