import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import type { MigrationFactory } from './types';

/**
 * The append-only audit log of admin changes (issue 17): who (producer_id), what (action and the
 * target's id), when (epoch ms) and the record before and after (JSON, null when it did not exist
 * or no longer does). Rows are only ever inserted, in the same transaction as the change.
 */
export const auditLogSchema: MigrationFactory = (dialect: DialectName) => ({
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('audit_log')
      // A growing number: the order entries were recorded in, also among entries of one millisecond.
      .addColumn('seq', dialect === 'postgres' ? 'serial' : 'integer', (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('producer_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'seq']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('audit_log').execute();
  },
});
