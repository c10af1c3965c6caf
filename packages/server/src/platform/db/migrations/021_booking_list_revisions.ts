import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import type { MigrationFactory } from './types';

/**
 * A revision per space that moves whenever anything shown in the space's booking list changes:
 * any insert, update or delete of its bookings (including the calendar_id a deleted calendar
 * clears) and any attendee added or removed (registrationCount). Kept by triggers, so every writer
 * (and every server instance) moves it; GET /space/bookings/all caches the list per instance and
 * checks the revision on each read.
 */
export const bookingListRevisionsSchema: MigrationFactory = (dialect: DialectName) => ({
  async up(db: Kysely<unknown>): Promise<void> {
    // No foreign key: a deleted space's bookings still move its revision while they cascade away.
    await db.schema
      .createTable('booking_list_revisions')
      .addColumn('space_id', 'text', (c) => c.primaryKey())
      .addColumn('revision', 'bigint', (c) => c.notNull())
      .execute();
    if (dialect === 'sqlite') await sqliteTriggers(db);
    else await postgresTriggers(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    if (dialect === 'sqlite') {
      for (const name of ['bookings_revision_insert', 'bookings_revision_update', 'bookings_revision_delete', 'registrations_revision_insert', 'registrations_revision_delete']) {
        await sql.raw(`drop trigger if exists ${name}`).execute(db);
      }
    } else {
      await sql`drop trigger if exists bookings_revision on bookings`.execute(db);
      await sql`drop trigger if exists registrations_revision_insert on registrations`.execute(db);
      await sql`drop trigger if exists registrations_revision_delete on registrations`.execute(db);
      await sql`drop function if exists booking_list_bookings_changed()`.execute(db);
      await sql`drop function if exists booking_list_registrations_changed()`.execute(db);
    }
    await db.schema.dropTable('booking_list_revisions').execute();
  },
});

const bump = (space: string) =>
  `insert into booking_list_revisions (space_id, revision) values (${space}, 1) on conflict (space_id) do update set revision = booking_list_revisions.revision + 1;`;
const bumpBookingOf = (booking: string) =>
  `insert into booking_list_revisions (space_id, revision) select space_id, 1 from bookings where booking_id = ${booking} on conflict (space_id) do update set revision = booking_list_revisions.revision + 1;`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `create trigger bookings_revision_insert after insert on bookings begin ${bump('new.space_id')} end`,
    `create trigger bookings_revision_update after update on bookings begin ${bump('new.space_id')} end`,
    `create trigger bookings_revision_delete after delete on bookings begin ${bump('old.space_id')} end`,
    `create trigger registrations_revision_insert after insert on registrations when new.kind = 'attendee' begin ${bumpBookingOf('new.booking_id')} end`,
    `create trigger registrations_revision_delete after delete on registrations when old.kind = 'attendee' begin ${bumpBookingOf('old.booking_id')} end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function booking_list_bookings_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then ${bump('old.space_id')} else ${bump('new.space_id')} end if;
  return null;
end $$`,
    )
    .execute(db);
  // Statement-level with the changed rows as a table, so a 10,000-row import moves it once.
  await sql
    .raw(
      `create function booking_list_registrations_changed() returns trigger language plpgsql as $$
begin
  insert into booking_list_revisions (space_id, revision)
    select distinct b.space_id, 1 from changed_registrations r join bookings b on b.booking_id = r.booking_id where r.kind = 'attendee'
    on conflict (space_id) do update set revision = booking_list_revisions.revision + 1;
  return null;
end $$`,
    )
    .execute(db);
  await sql
    .raw(`create trigger bookings_revision after insert or update or delete on bookings for each row execute function booking_list_bookings_changed()`)
    .execute(db);
  await sql
    .raw(
      `create trigger registrations_revision_insert after insert on registrations referencing new table as changed_registrations for each statement execute function booking_list_registrations_changed()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger registrations_revision_delete after delete on registrations referencing old table as changed_registrations for each statement execute function booking_list_registrations_changed()`,
    )
    .execute(db);
}
