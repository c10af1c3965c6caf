import type { IntakeField } from '@greenroom/core';
import type { Kysely, Transaction } from 'kysely';
import { fromJson, isSet } from '../../db/json';
import type { Database } from '../../db/types';
import { registrationLimit } from '../bookingRules';
import { addressTypeOf } from '../intakeFields';
import type { FormRules } from '../registrationInput';

/** What registration calls need from their booking. */
export interface BookingFormFacts {
  rules: FormRules;
  /** How many attendees the booking accepts. */
  limit: number;
}

/**
 * The booking's form rules (intake fields, address type) and registration limit, or null.
 * @example const facts = await bookingFormFacts(db, 'b1');
 */
export async function bookingFormFacts(db: Kysely<Database> | Transaction<Database>, bookingID: string): Promise<BookingFormFacts | null> {
  const row = await db
    .selectFrom('bookings')
    .select(['intake_fields', 'capacity', 'registration_capacity', 'use_registration_capacity'])
    .where('booking_id', '=', bookingID)
    .executeTakeFirst();
  if (!row) return null;
  const intakeFields = fromJson<IntakeField[]>(row.intake_fields);
  return {
    rules: { intakeFields, addressType: addressTypeOf(intakeFields) },
    limit: registrationLimit({
      capacity: row.capacity,
      registrationCapacity: row.registration_capacity,
      useRegistrationCapacity: isSet(row.use_registration_capacity),
    }),
  };
}

/**
 * The message of a refused registration past the booking's limit.
 * @example capacityReached(150) // 'This booking has reached its registration capacity of 150.'
 */
export function capacityReached(limit: number): string {
  return `This booking has reached its registration capacity of ${limit}.`;
}
