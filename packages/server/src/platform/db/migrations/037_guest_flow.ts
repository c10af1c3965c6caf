import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import type { MigrationFactory } from './types';

/**
 * Issue 27: approval, the waitlist and guest languages.
 * - `bookings.guest_flow`: the booking's GuestFlow as JSON; null = core's defaultGuestFlow().
 * - `registrations.status` ('approved' for every existing row: the only state there was),
 *   `language` ('' = the booking's), `waitlist_position` (while waitlisted) and `offer_expires_at`
 *   (ms, while offered).
 * - `email_templates.translations`: JSON { [language]: { subject, body } }, '{}' when none.
 * Plain added columns, the same on SQLite and PostgreSQL (like 035). A booking's registrationCount
 * now counts the guests holding a place, so a change of an attendee's status moves the booking list
 * revision too (a trigger like those of 021).
 */
export const guestFlowSchema: MigrationFactory = (dialect: DialectName) => ({
  async up(db: Kysely<unknown>): Promise<void> {
    const s = db.schema;
    await s.alterTable('bookings').addColumn('guest_flow', 'text').execute();
    await s.alterTable('registrations').addColumn('status', 'text', (c) => c.notNull().defaultTo('approved')).execute();
    await s.alterTable('registrations').addColumn('language', 'text', (c) => c.notNull().defaultTo('')).execute();
    await s.alterTable('registrations').addColumn('waitlist_position', 'integer').execute();
    await s.alterTable('registrations').addColumn('offer_expires_at', 'bigint').execute();
    await s.alterTable('email_templates').addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}')).execute();
    // The lapse worker looks for offers by expiry.
    await s.createIndex('registrations_offer_expiry').on('registrations').columns(['status', 'offer_expires_at']).execute();
    if (dialect === 'sqlite') {
      await sql
        .raw(
          `create trigger registrations_revision_status after update of status on registrations when new.kind = 'attendee' and old.status <> new.status begin ${bumpBookingOf('new.booking_id')} end`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `create function booking_list_registration_status_changed() returns trigger language plpgsql as $$
begin
  ${bumpBookingOf('new.booking_id')}
  return null;
end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger registrations_revision_status after update of status on registrations for each row when (new.kind = 'attendee' and old.status is distinct from new.status) execute function booking_list_registration_status_changed()`,
        )
        .execute(db);
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    const s = db.schema;
    if (dialect === 'sqlite') {
      await sql.raw('drop trigger if exists registrations_revision_status').execute(db);
    } else {
      await sql`drop trigger if exists registrations_revision_status on registrations`.execute(db);
      await sql`drop function if exists booking_list_registration_status_changed()`.execute(db);
    }
    await s.dropIndex('registrations_offer_expiry').execute();
    await s.alterTable('email_templates').dropColumn('translations').execute();
    for (const column of ['offer_expires_at', 'waitlist_position', 'language', 'status']) {
      await s.alterTable('registrations').dropColumn(column).execute();
    }
    await s.alterTable('bookings').dropColumn('guest_flow').execute();
  },
});

/** Moves the booking list revision of the space the booking belongs to (as in 021). */
const bumpBookingOf = (booking: string) =>
  `insert into booking_list_revisions (space_id, revision) select space_id, 1 from bookings where booking_id = ${booking} on conflict (space_id) do update set revision = booking_list_revisions.revision + 1;`;
