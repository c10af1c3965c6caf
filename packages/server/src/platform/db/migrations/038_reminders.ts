import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Issue 27: reminders and follow-ups, and the .ics of invitations.
 * - `reminder_sends`: one row per reminder and person ever queued, its primary key the promise that
 *   a reminder goes to a person once, across restarts and instances: the reminder worker inserts it
 *   in the transaction that queues the mail, and only when absent (a losing instance queues nothing).
 * - `mail_deliveries.ics`: the calendar invitation a delivery carries as `invite.ics` (null: none).
 */
export const remindersSchema: MigrationFactory = () => ({
  async up(db: Kysely<unknown>): Promise<void> {
    const s = db.schema;
    await s
      .createTable('reminder_sends')
      .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.booking_id').onDelete('cascade'))
      .addColumn('reminder_id', 'text', (c) => c.notNull())
      .addColumn('registration_id', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('reminder_sends_pkey', ['booking_id', 'reminder_id', 'registration_id'])
      .execute();
    await s.alterTable('mail_deliveries').addColumn('ics', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('mail_deliveries').dropColumn('ics').execute();
    await db.schema.dropTable('reminder_sends').execute();
  },
});
