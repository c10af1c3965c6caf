import type { RegistrationStatus } from '@greenroom/core';
import { reminderScanRange } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';

// The SQL of issue 27's reminders: which bookings may have one due, who their guests are, who came,
// and who got a reminder already. What is due and to whom is core's (rules/reminders.ts).

/**
 * The bookings in whose run some reminder may be due at `now` (core's reminderScanRange: starting
 * within the longest offset, or ended within it and the late window), with what the worker reads.
 * @example const bookings = await bookingsInReminderRange(db, clock.now().getTime());
 */
export async function bookingsInReminderRange(db: Kysely<Database>, now: number) {
  const range = reminderScanRange(now);
  return db
    .selectFrom('bookings')
    .select(['booking_id', 'space_id', 'start_time', 'end_time', 'guest_flow'])
    .where((eb) =>
      eb.or([
        eb.and([eb('start_value', '>', range.startsAfter), eb('start_value', '<=', range.startsBefore)]),
        eb.and([eb('end_value', '>', range.endsAfter), eb('end_value', '<=', range.endsBefore)]),
      ]),
    )
    .orderBy('start_value')
    .orderBy('booking_id')
    .execute();
}

/**
 * A booking's attendees as the audience rule reads them: id and status, in the order they registered.
 * @example const guests = await reminderGuests(db, 'b1'); // [{ registrationID: 'r1', status: 'approved' }]
 */
export async function reminderGuests(db: Kysely<Database>, bookingID: string): Promise<{ registrationID: string; status: RegistrationStatus }[]> {
  const rows = await db
    .selectFrom('registrations')
    .select(['registration_id', 'status'])
    .where('booking_id', '=', bookingID)
    .where('kind', '=', 'attendee')
    .orderBy('registration_id')
    .execute();
  return rows.map((row) => ({ registrationID: row.registration_id, status: (row.status ?? 'approved') as RegistrationStatus }));
}

/**
 * The registrations the booking's attendance records saw (who came).
 * @example const came = await attendedRegistrationIDs(db, 'b1'); // Set { 'r1' }
 */
export async function attendedRegistrationIDs(db: Kysely<Database>, bookingID: string): Promise<Set<string>> {
  const rows = await db.selectFrom('attendance_records').select('registration_id').distinct().where('booking_id', '=', bookingID).execute();
  return new Set(rows.map((row) => row.registration_id).filter((id) => id !== ''));
}

/**
 * Who a reminder of the booking was already queued to (reminder_sends).
 * @example const done = await remindedRegistrationIDs(db, 'b1', 'day-before');
 */
export async function remindedRegistrationIDs(db: Kysely<Database>, bookingID: string, reminderID: string): Promise<Set<string>> {
  const rows = await db.selectFrom('reminder_sends').select('registration_id').where('booking_id', '=', bookingID).where('reminder_id', '=', reminderID).execute();
  return new Set(rows.map((row) => row.registration_id));
}
