import type { FormRules, RegistrationRoom } from '@greenroom/core/rules';
import type { Transaction } from 'kysely';
import { bookingFormFacts } from './bookingForm';
import { registrationCount } from './bookingRows';
import { lockBooking } from './transaction';
import type { Database } from '../../platform/db/database';

/** What the rule book's capacity and import decisions read of a booking: its form rules, guests now and limit. */
export interface BookingRoom extends RegistrationRoom {
  rules: FormRules;
}

/**
 * Take the booking's write lock, then read its room: counted under the lock, so no concurrent
 * create or import can slip past the registration limit. Null when the booking is gone.
 * @example const room = await lockedBookingRoom(trx, 'b1'); const refusal = room && capacityRefusal(room, 1);
 */
export async function lockedBookingRoom(trx: Transaction<Database>, bookingID: string): Promise<BookingRoom | null> {
  if (!(await lockBooking(trx, bookingID))) return null;
  const facts = await bookingFormFacts(trx, bookingID);
  if (!facts) return null;
  return { rules: facts.rules, limit: facts.limit, registrationCount: await registrationCount(trx, bookingID) };
}
