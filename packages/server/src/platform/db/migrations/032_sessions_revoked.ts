import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import type { MigrationFactory } from './types';

/**
 * The session generation of each producer: sign-out and password resets move it, and every id token
 * carries the generation it was issued in, so older id tokens stop working at once (issue 19).
 * A producer without a row is at generation 0.
 */
export const sessionsRevokedSchema: MigrationFactory = (_dialect: DialectName) => ({
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('session_revocations')
      .addColumn('producer_id', 'text', (c) => c.primaryKey().references('producers.producer_id').onDelete('cascade'))
      .addColumn('generation', 'integer', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('session_revocations').execute();
  },
});
