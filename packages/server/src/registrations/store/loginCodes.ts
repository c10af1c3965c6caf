import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { RegistrationsTable } from '../tables';

/** What a login code leads to. Regenerated codes lead nowhere: only current codes are stored. */
export type CodeOwner =
  | { kind: 'public' | 'mobileHybrid' | 'signUp'; bookingID: string }
  | { kind: 'attendee' | 'presenter'; bookingID: string; registration: RegistrationsTable };

/**
 * Find the booking link or registration a login code belongs to, or null.
 * @example const owner = await findLoginCode(db, code); if (owner?.kind === 'presenter') ...
 */
export async function findLoginCode(db: Kysely<Database>, code: string): Promise<CodeOwner | null> {
  if (code === '') return null;
  const booking = await db
    .selectFrom('bookings')
    .select(['booking_id', 'public_app_login_code', 'mobile_hybrid_login_code', 'sign_up_login_code'])
    .where((eb) =>
      eb.or([eb('public_app_login_code', '=', code), eb('mobile_hybrid_login_code', '=', code), eb('sign_up_login_code', '=', code)]),
    )
    .executeTakeFirst();
  if (booking) {
    const kind = booking.public_app_login_code === code ? 'public' : booking.mobile_hybrid_login_code === code ? 'mobileHybrid' : 'signUp';
    return { kind, bookingID: booking.booking_id };
  }
  const registration = await db.selectFrom('registrations').selectAll().where('login_code', '=', code).executeTakeFirst();
  if (!registration) return null;
  return { kind: registration.kind, bookingID: registration.booking_id, registration };
}
