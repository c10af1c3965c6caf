import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * An index of the mail queue's claims (issue 32 §9): each worker round looks for deliveries a dead
 * worker marked 'sent' but left claimed (not yet recorded on the registration), and claimed rows
 * are few among many released ones. The new 'sending' state needs no schema change (`state` is text).
 */
export const mailClaimsSchema: MigrationFactory = () => ({
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex('mail_deliveries_claimed').on('mail_deliveries').column('claimed_by').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('mail_deliveries_claimed').execute();
  },
});
