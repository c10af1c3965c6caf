import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/** The durable mail queue: one delivery per recipient of a template send (see bookings/mail/mailQueue). */
export const mailQueueSchema: MigrationFactory = () => ({
  async up(db: Kysely<unknown>): Promise<void> {
    const s = db.schema;
    await s
      .createTable('mail_deliveries')
      .addColumn('delivery_id', 'text', (c) => c.primaryKey())
      .addColumn('send_id', 'text', (c) => c.notNull())
      .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.booking_id').onDelete('cascade'))
      .addColumn('registration_id', 'text', (c) => c.notNull())
      .addColumn('email_template_id', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('from_name', 'text', (c) => c.notNull())
      .addColumn('reply_to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('claimed_by', 'text')
      .addColumn('lease_until', 'bigint')
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('mail_deliveries_due').on('mail_deliveries').columns(['state', 'next_attempt_at']).execute();
    await s.createIndex('mail_deliveries_booking').on('mail_deliveries').columns(['booking_id', 'registration_id']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('mail_deliveries').execute();
  },
});
