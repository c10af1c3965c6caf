import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';

/**
 * The booking facts a template's placeholders read (name, times, sign-up code, its calendar's
 * login code), with its guest flow (the fallback language) and version (the .ics SEQUENCE);
 * undefined when the booking is gone.
 * @example const booking = await templateBookingFacts(ctx.db, bookingID);
 */
export async function templateBookingFacts(db: Kysely<Database>, bookingID: string) {
  return db
    .selectFrom('bookings')
    .leftJoin('calendars', 'calendars.calendar_id', 'bookings.calendar_id')
    .select([
      'bookings.name',
      'bookings.start_time',
      'bookings.end_time',
      'bookings.sign_up_login_code',
      'bookings.guest_flow',
      'bookings.version',
      'calendars.login_code as calendar_code',
    ])
    .where('bookings.booking_id', '=', bookingID)
    .executeTakeFirst();
}

/**
 * The registrations of a booking named in a send (unknown ids are simply absent).
 * @example const rows = await sendRecipientRows(ctx.db, bookingID, ['r1', 'r2']);
 */
export async function sendRecipientRows(db: Kysely<Database>, bookingID: string, registrationIDs: string[]) {
  return db.selectFrom('registrations').selectAll().where('booking_id', '=', bookingID).where('registration_id', 'in', registrationIDs).execute();
}
