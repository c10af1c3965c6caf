import type { IntakeField } from '@greenroom/core';
import { registrationLimit, addressTypeOf, type FormRules } from '@greenroom/core/rules';
import type { Kysely, Transaction } from 'kysely';
import { fromJson, isSet } from '../../platform/db/json';
import type { Database } from '../../platform/db/database';

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

