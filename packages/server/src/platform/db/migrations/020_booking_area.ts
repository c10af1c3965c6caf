import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/** The booking area's own tables: full email templates and the Q&A of a booking (with votes). */
export const bookingAreaSchema: MigrationFactory = () => ({
  async up(db: Kysely<unknown>): Promise<void> {
    const s = db.schema;
    await s
      .createTable('email_templates')
      .addColumn('email_template_id', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.booking_id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('from_name', 'text', (c) => c.notNull())
      .addColumn('reply_to', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('html', 'integer', (c) => c.notNull())
      .addColumn('system', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('email_templates_booking').on('email_templates').column('booking_id').execute();

    await s
      .createTable('questions')
      .addColumn('question_id', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.booking_id').onDelete('cascade'))
      .addColumn('question_text', 'text', (c) => c.notNull())
      .addColumn('asker_name', 'text', (c) => c.notNull())
      .addColumn('votes', 'integer', (c) => c.notNull())
      .addColumn('answer_text', 'text', (c) => c.notNull())
      .addColumn('answerer_name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_update_time', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('questions_booking').on('questions').column('booking_id').execute();

    await s
      .createTable('question_votes')
      .addColumn('question_id', 'text', (c) => c.notNull().references('questions.question_id').onDelete('cascade'))
      .addColumn('voter_code', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('question_votes_pk', ['question_id', 'voter_code'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('question_votes').execute();
    await db.schema.dropTable('questions').execute();
    await db.schema.dropTable('email_templates').execute();
  },
});
